import { AdvisoryCard } from '../../components/people/advisory-card';
import type { AdvisoryMember } from '../../content/schemas/people';
import type { PeopleData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { PeoplePage } from '../../components/people/people-page';

export function Component() {
  const { page, members } = useRouteData<PeopleData<AdvisoryMember>>();
  return (
    <PeoplePage page={page}>
      {members.map((member) => (
        <AdvisoryCard key={member.name} member={member} />
      ))}
    </PeoplePage>
  );
}
