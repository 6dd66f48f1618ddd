import { PersonCard, PersonRole } from '../../components/people/person-card';
import type { SecretariatMember } from '../../content/schemas/people';
import type { PeopleData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { PeoplePage } from '../../components/people/people-page';

export function Component() {
  const { page, members } = useRouteData<PeopleData<SecretariatMember>>();
  return (
    <PeoplePage page={page}>
      {members.map((member) => (
        <PersonCard key={member.name} name={member.name} photo={member.photo} heading={member.name}>
          <PersonRole>{member.position}</PersonRole>
        </PersonCard>
      ))}
    </PeoplePage>
  );
}
