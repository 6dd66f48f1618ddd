import type { ReactNode } from 'react';
import type { ImageInfo } from '../../lib/images';
import { PersonPhoto } from './person-photo';

export interface PersonCardProps {
  name: string;
  /** The person's photo as the build processed it; without one the card is text only. */
  photo?: ImageInfo;
  /** The heading text (the name, possibly with credentials). */
  heading: string;
  /** The heading's level: 2 in a page's one list, 3 under a group's heading (the Board). */
  level?: 2 | 3;
  /** Lines under the heading; blank lines are never passed in. */
  children?: ReactNode;
}

/**
 * One person: the name as a heading, then the lines the page gives, with the photo on the left
 * when there is one (a phone's full-width card), above the name from 640 px, where three cards
 * share a row and a photo beside the name would leave it a column a word wide. Nothing stands in for a missing photo (no initials, no silhouette), so a
 * board with few photos reads as a tidy list; cards with and without photos share one left edge.
 */
export function PersonCard({ name, photo, heading, level = 2, children }: PersonCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:gap-3 sm:p-5">
      {photo ? <PersonPhoto name={name} photo={photo} sizeClass="size-14 sm:size-20" /> : null}
      <div className="min-w-0 flex-1 sm:w-full">
        <Heading className="text-base leading-snug font-semibold text-brand-900 sm:text-lg">
          {heading}
        </Heading>
        {children}
      </div>
    </li>
  );
}

/** A person's role in their group (a Board position, a Secretariat post): small capitals, brand blue. */
export function PersonRole({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-sm font-semibold tracking-wide text-brand-700 uppercase">{children}</p>;
}

/** The lines under the role (agency, years), set off by a hairline. */
export function PersonDetails({ children }: { children: ReactNode }) {
  return <div className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-700">{children}</div>;
}

/** The grid that holds person cards: one column on phones, two from sm, three from lg. */
export function PersonGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
      {children}
    </ul>
  );
}
