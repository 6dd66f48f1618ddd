import type { ReactNode } from 'react';
import type { ImageInfo } from '../../lib/images';
import { PersonPhoto } from './person-photo';

export interface PersonCardProps {
  name: string;
  /** The person's photo as the build processed it; without one the card is text only. */
  photo?: ImageInfo;
  /** The heading text (the name, possibly with credentials). */
  heading: string;
  /** Lines under the heading; blank lines are never passed in. */
  children?: ReactNode;
}

/**
 * One person: name as an h2, then the lines the page gives, with the photo on the left when
 * there is one. Nothing stands in for a missing photo (no initials, no silhouette), so a board
 * with few photos reads as a tidy list; cards with and without photos share one left edge.
 */
export function PersonCard({ name, photo, heading, children }: PersonCardProps) {
  return (
    <li className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {photo ? <PersonPhoto name={name} photo={photo} sizeClass="size-14 sm:size-20" /> : null}
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-brand-900 sm:text-lg">{heading}</h2>
        {children}
      </div>
    </li>
  );
}

/** The grid that holds person cards. */
export function PersonGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
      {children}
    </ul>
  );
}
