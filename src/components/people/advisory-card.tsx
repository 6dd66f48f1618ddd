import type { AdvisoryMember } from '../../content/schemas/people';
import type { WithPhoto } from '../../lib/images';
import { PersonCard, PersonDetails, PersonRole } from './person-card';
import { formatYears } from './person-details';

/** An Advisory Council member: name, role if given, then affiliation and years of service. */
export function AdvisoryCard({ member }: { member: WithPhoto<AdvisoryMember> }) {
  const role = member.role?.trim();
  return (
    <PersonCard name={member.name} photo={member.photo} heading={member.name}>
      {role ? <PersonRole>{role}</PersonRole> : null}
      <PersonDetails>
        <p>{member.affiliation}</p>
        <p className="mt-1 text-slate-600">
          <span className="sr-only">Years of service: </span>
          {formatYears(member.years)}
        </p>
      </PersonDetails>
    </PersonCard>
  );
}
