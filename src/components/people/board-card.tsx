import type { BoardMember } from '../../content/schemas/people';
import type { WithPhoto } from '../../lib/images';
import { PersonCard, PersonDetails, PersonRole } from './person-card';
import { boardCardText } from './person-details';

/** A Board member: name and credentials, position, then title, department and organization if given. */
export function BoardCard({ member, level }: { member: WithPhoto<BoardMember>; level?: 2 | 3 }) {
  const text = boardCardText(member);
  return (
    <PersonCard name={member.name} photo={member.photo} heading={text.heading} level={level}>
      <PersonRole>{text.position}</PersonRole>
      {text.details.length > 0 ? (
        <PersonDetails>
          {/* One run of text on phones (a compact list), one line each on the cards from sm up. */}
          <p className="sm:space-y-1">
            {text.details.map((line, index) => (
              <span key={line} className="sm:block">
                {line}
                {index < text.details.length - 1 ? <span className="sm:hidden">, </span> : null}
              </span>
            ))}
          </p>
        </PersonDetails>
      ) : null}
    </PersonCard>
  );
}
