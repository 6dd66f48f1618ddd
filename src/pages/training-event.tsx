import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/page-header';
import { JsonLd } from '../components/seo/json-ld';
import { PageMeta } from '../components/seo/page-meta';
import { CalendarIcon, ClockIcon, PinIcon } from '../components/training/icons';
import { CompletedButton, RegisterLink } from '../components/training/register-link';
import { TrainingTypeLabel } from '../components/training/training-type-label';
import { formatDateRange, isUpcoming } from '../lib/dates';
import { siteUrl } from '../content/generated/build';
import { absoluteUrl } from '../lib/site-url';
import { trainingJsonLd } from '../lib/training-json-ld';
import { useToday } from '../lib/use-today';
import { useRouteData } from '../loaders/page';
import type { TrainingEventData } from '../loaders/trainings';

/** /training/events/{id}: one training, with Register Now and a calendar file while it is upcoming. */
export function Component() {
  const data = useRouteData<TrainingEventData | null>();
  const today = useToday();
  const training = data?.training;
  if (!data || !training) {
    return (
      <>
        <PageMeta title="Training not found" description="The training you are looking for does not exist." />
        <PageHeader title="Training not found" />
        <div className="mx-auto max-w-3xl px-4 py-10">
          <p>The training you are looking for does not exist.</p>
          <Link to="/training/calendar" className="mt-4 inline-block font-semibold text-brand-700 underline">
            Back to the Training Calendar
          </Link>
        </div>
      </>
    );
  }
  const upcoming = isUpcoming(training, today);
  const dates = formatDateRange(training.date, training.endDate);
  const jsonLd = trainingJsonLd(training, {
    organizer: { name: data.organizer, url: absoluteUrl(siteUrl, '/') },
    pageUrl: absoluteUrl(siteUrl, `/training/events/${training.id}`),
  });
  return (
    <>
      <PageMeta
        title={`${training.title}, ${dates}`}
        heading={training.title}
        description={`${training.type}, ${dates}, ${training.location}.`}
      />
      <PageHeader title={training.title}>
        <p>{dates}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <TrainingTypeLabel type={training.type} />
        <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="flex items-center gap-2 font-semibold">
            <CalendarIcon />
            Dates
          </dt>
          <dd>{dates}</dd>
          <dt className="flex items-center gap-2 font-semibold">
            <ClockIcon />
            Time
          </dt>
          <dd>{training.time}</dd>
          <dt className="flex items-center gap-2 font-semibold">
            <PinIcon />
            Location
          </dt>
          <dd>{training.location}</dd>
        </dl>
        {training.description ? <p>{training.description}</p> : null}
        {upcoming ? (
          <div className="flex flex-wrap items-center gap-4">
            <RegisterLink href={training.registerLink} what={training.title} />
            <a
              href={`${import.meta.env.BASE_URL}training/events/${training.id}.ics`}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            >
              <CalendarIcon />
              Add to calendar (.ics)
            </a>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <CompletedButton />
            <p className="text-slate-700">This training has been completed.</p>
          </div>
        )}
        <p className="flex flex-wrap gap-4">
          <Link to="/training/calendar" className="font-semibold text-brand-700 underline">
            Training Calendar
          </Link>
          <Link to="/training/past-seminars" className="font-semibold text-brand-700 underline">
            Past Seminars Archive
          </Link>
        </p>
      </div>
      <JsonLd data={jsonLd} />
    </>
  );
}
