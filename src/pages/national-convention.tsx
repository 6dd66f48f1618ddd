import { ProsePage } from '../components/training/prose-intro';
import { RegisterLink } from '../components/training/register-link';
import { formatDateRange, isUpcoming } from '../lib/dates';
import { useToday } from '../lib/use-today';
import { useRouteData } from '../loaders/page';
import type { ConventionPageData } from '../loaders/trainings';

/** /national-convention: the facts of the convention; registration only while it is not over. */
export function Component() {
  const { page, convention } = useRouteData<ConventionPageData>();
  const today = useToday();
  const open = isUpcoming(convention, today);
  const dates = formatDateRange(convention.date, convention.endDate);
  return (
    <ProsePage page={page}>
      <article className="space-y-5 rounded-lg border border-slate-200 p-6 shadow-sm">
        <h2 className="text-2xl font-bold text-brand-800">{convention.title}</h2>
        <p className="text-lg font-semibold text-brand-700">Theme: {convention.theme}</p>
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Date</dt>
          <dd>{dates}</dd>
          <dt className="font-semibold">Time</dt>
          <dd>{convention.time}</dd>
          <dt className="font-semibold">Venue</dt>
          <dd>{convention.venue}</dd>
          <dt className="font-semibold">Address</dt>
          <dd>{convention.address}</dd>
          <dt className="font-semibold">Platform</dt>
          <dd>{convention.platform}</dd>
        </dl>
        <p>{convention.description}</p>
        {open ? (
          <RegisterLink href={convention.registerLink} what={convention.title} />
        ) : (
          <p role="status" className="rounded-md bg-slate-100 p-4 font-semibold">
            The {convention.title} was held on {dates}. Registration is closed; thank you to everyone who took
            part.
          </p>
        )}
      </article>
    </ProsePage>
  );
}
