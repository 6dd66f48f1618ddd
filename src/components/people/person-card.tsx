import type { ReactNode } from 'react';
import type { ImageInfo } from '../../lib/images';
import { PersonPhoto } from './person-photo';

export interface PersonCardProps {
  name: string;
  /** The person's photo as the build processed it; without one, the initials show. */
  photo?: ImageInfo;
  /** The heading text (the name, possibly with credentials). */
  heading: string;
  /** Lines under the heading; blank lines are never passed in. */
  children?: ReactNode;
}

/**
 * One person: photo, name as an h2, then the lines the page gives. On phones a compact row (small
 * portrait left, text right), so a board of twenty stays a short list; from sm up a centred card.
 */
export function PersonCard({ name, photo, heading, children }: PersonCardProps) {
  return (
    <li className="flex items-start gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:flex-col sm:items-center sm:gap-0 sm:p-6 sm:text-center">
      <PersonPhoto name={name} photo={photo} sizeClass="size-14 text-lg sm:size-32 sm:text-4xl" />
      <div className="min-w-0 flex-1 sm:w-full">
        <h2 className="text-base font-semibold text-brand-900 sm:mt-4 sm:text-lg">{heading}</h2>
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
