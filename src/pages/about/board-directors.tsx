import { BoardCard } from '../../components/people/board-card';
import type { BoardData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { PeoplePage } from '../../components/people/people-page';

export function Component() {
  const { page, term, members } = useRouteData<BoardData>();
  return (
    <PeoplePage page={page} intro={`Term ${term}`}>
      {members.map((member) => (
        <BoardCard key={`${member.position}-${member.name}`} member={member} />
      ))}
    </PeoplePage>
  );
}
