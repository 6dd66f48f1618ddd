import type { BoardMember } from '../../content/schemas/people';
import type { WithPhoto } from '../../lib/images';
import { PersonCard } from './person-card';
import { boardCardText } from './person-details';

/** A Board member: name and credentials, position, then title, department and organization if given. */
export function BoardCard({ member }: { member: WithPhoto<BoardMember> }) {
  const text = boardCardText(member);
  return (
    <PersonCard name={member.name} photo={member.photo} heading={text.heading}>
      <p className="mt-1 font-medium text-brand-700">{text.position}</p>
      {text.details.length > 0 ? (
        // One run of text on phones (a compact list), one line each on the cards from sm up.
        <p className="mt-1 text-sm text-slate-700 sm:space-y-1">
          {text.details.map((line, index) => (
            <span key={line} className="sm:block">
              {line}
              {index < text.details.length - 1 ? <span className="sm:hidden">, </span> : null}
            </span>
          ))}
        </p>
      ) : null}
    </PersonCard>
  );
}
