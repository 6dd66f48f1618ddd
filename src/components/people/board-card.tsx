import type { BoardMember } from '../../content/schemas/people';
import { PersonCard } from './person-card';
import { boardCardText } from './person-details';

/** A Board member: name and credentials, position, then title, department and organization if given. */
export function BoardCard({ member }: { member: BoardMember }) {
  const text = boardCardText(member);
  return (
    <PersonCard name={member.name} image={member.image} heading={text.heading}>
      <p className="mt-1 font-medium text-brand-700">{text.position}</p>
      {text.details.map((line) => (
        <p key={line} className="mt-1 text-sm text-slate-700">
          {line}
        </p>
      ))}
    </PersonCard>
  );
}
