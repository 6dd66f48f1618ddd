import { CalendarIcon } from './icons';

/** Link to /trainings.ics, every upcoming training for calendar apps. */
export function CalendarFeedLink() {
  return (
    <p>
      <a
        href={`${import.meta.env.BASE_URL}trainings.ics`}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
      >
        <CalendarIcon />
        Add all upcoming trainings to your calendar (.ics)
      </a>
    </p>
  );
}
