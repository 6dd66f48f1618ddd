import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EarlierCycle {
  key: string;
  /** What the cycle was, as one sentence without its full stop. */
  text: ReactNode;
  /** The news about it (results, report), linked after the text. */
  link?: { to: string; label: string };
}

/** The archive below an event page's current cycle (election, convention), newest first. */
export function EarlierCycles({
  id,
  title,
  cycles,
  className,
}: {
  id: string;
  title: string;
  cycles: readonly EarlierCycle[];
  className?: string;
}) {
  if (cycles.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      <ul className="space-y-2">
        {cycles.map(({ key, text, link }) => (
          <li key={key}>
            {text}
            {link ? (
              <>
                {' '}
                (
                <Link to={link.to} className="text-brand-700 underline">
                  {link.label}
                </Link>
                )
              </>
            ) : null}
            .
          </li>
        ))}
      </ul>
    </section>
  );
}
