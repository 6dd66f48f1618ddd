import type { AdvisoryMember } from '../../content/schemas/people';
import type { WithPhoto } from '../../lib/images';
import { PersonCard } from './person-card';
import { formatYears } from './person-details';

/** An Advisory Council member: role if given, name, affiliation and years of service. */
export function AdvisoryCard({ member }: { member: WithPhoto<AdvisoryMember> }) {
  const role = member.role?.trim();
  return (
    <PersonCard name={member.name} photo={member.photo} heading={member.name}>
      {role ? <p className="mt-1 font-medium text-brand-700">{role}</p> : null}
      <p className="mt-1 text-sm text-slate-700">{member.affiliation}</p>
      <p className="mt-1 text-sm text-slate-600">
        <span className="sr-only">Years of service: </span>
        {formatYears(member.years)}
      </p>
    </PersonCard>
  );
}
