import type { ReactNode } from 'react';
import { PersonPhoto } from './person-photo';

export interface PersonCardProps {
  name: string;
  image?: string;
  /** The heading text (the name, possibly with credentials). */
  heading: string;
  /** Lines under the heading; blank lines are never passed in. */
  children?: ReactNode;
}

/** One person in a grid: photo, name as an h2, then the lines the page gives. */
export function PersonCard({ name, image, heading, children }: PersonCardProps) {
  return (
    <li className="flex flex-col items-center rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
      <PersonPhoto name={name} image={image} />
      <h2 className="mt-4 text-lg font-semibold text-brand-900">{heading}</h2>
      {children}
    </li>
  );
}

/** The grid that holds person cards. */
export function PersonGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </ul>
  );
}
