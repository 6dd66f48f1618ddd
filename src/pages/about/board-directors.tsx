import { BoardCard } from '../../components/people/board-card';
import { boardGroups } from '../../components/people/person-details';
import type { BoardData } from '../../loaders/about.server';
import { useRouteData } from '../../runtime/route-data';
import { PeoplePage } from '../../components/people/people-page';

/** The group headings of the Board page. */
const OFFICERS = 'Officers';
const DIRECTORS = 'Members of the Board';

export function Component() {
  const { page, term, members } = useRouteData<BoardData>();
  const { officers, directors } = boardGroups(members);
  const cards = (group: typeof members) =>
    group.map((member) => <BoardCard key={`${member.position}-${member.name}`} member={member} level={3} />);
  const groups = [
    { title: OFFICERS, cards: cards(officers), size: officers.length },
    { title: DIRECTORS, cards: cards(directors), size: directors.length },
  ].filter((group) => group.size > 0);
  return <PeoplePage page={page} intro={`Term ${term}`} groups={groups} />;
}
