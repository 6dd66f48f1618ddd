import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/page-header';
import { JsonLd, trainingJsonLd } from '../components/seo/structured-data';
import { PageMeta } from '../components/seo/page-meta';
import { CalendarIcon } from '../components/training/icons';
import { RegisterLink, RegistrationAction } from '../components/training/register-link';
import { NextRunLink } from '../components/training/next-run-link';
import { ShareLink } from '../components/training/share-link';
import { TrainingFacts } from '../components/training/training-facts';
import { TrainingTypeLabel } from '../components/training/training-type-label';
import { formatDateRange, isUpcoming } from '../lib/dates';
import { TrainingAbout } from '../components/training/training-about';
import { siteUrl } from '#generated/build';
import { absoluteUrl } from '../lib/site-url';
import { registrationState } from '../lib/registration';
import { lastRegistrationDay, registerByNotice } from '../lib/training-details';
import { useToday, useVisitorDay } from '../runtime/use-today';
import { LastUpdated } from '../components/layout/last-updated';
import { useRouteData } from '../runtime/route-data';
import type { TrainingEventData } from '../loaders/trainings.server';
import { trainingCalendarPath, trainingPath } from '../lib/training-paths';
import { pagePath } from '../site-pages';

/**
 * /training/events/{id}: one training, with Register now and a calendar file while it is upcoming;
 * once over, when and where it was, its CPD units and its report, without fee, seats or deadline
 * (docs/decisions/044-training-on-its-last-day.md).
 */
export function Component() {
  const data = useRouteData<TrainingEventData | null>();
  const today = useToday();
  const visitorDay = useVisitorDay();
  const training = data?.training;
  if (!data || !training) {
    return (
      <>
        <PageMeta title="Training not found" description="The training you are looking for does not exist." />
        <PageHeader title="Training not found" />
        <div className="page-grid py-10">
          <p>The training you are looking for does not exist.</p>
          <Link
            to={pagePath('/training/calendar')}
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            Back to the training calendar
          </Link>
        </div>
      </>
    );
  }
  const upcoming = isUpcoming(training, today);
  const registration = registrationState(training, today);
  // "Closes today" only once the browser has said which day it is (runtime/use-today.ts).
  const notice = registerByNotice(lastRegistrationDay(training), visitorDay);
  const dates = formatDateRange(training.date, training.endDate);
  // Where the visitor finds it in the menu: the calendar until it is over, then the archive.
  const listedUnder = upcoming ? pagePath('/training/calendar') : pagePath('/training/past-seminars');
  const pageUrl = absoluteUrl(siteUrl, trainingPath(training.id));
  // Structured data goes into the prerendered page only (components/seo/json-ld.tsx).
  const jsonLd = import.meta.env.SSR
    ? trainingJsonLd(training, {
        organizer: { name: data.organizer, url: absoluteUrl(siteUrl, '/') },
        pageUrl,
        today,
      })
    : null;
  return (
    <>
      <PageMeta
        title={`${training.title}, ${dates}`}
        heading={training.title}
        breadcrumbParent={listedUnder}
        description={`${training.type}, ${dates}, ${training.location}.`}
      />
      <PageHeader title={training.title} breadcrumbParent={listedUnder}>
        <p>{dates}</p>
        {/* The course's other names, where the site search finds them (PGIAM for RPGIAM). */}
        {training.aliases ? <p className="text-base">Also known as {training.aliases.join(', ')}</p> : null}
      </PageHeader>
      {/* Phones: the booking card first, then the rest. From lg: the card beside the text, on the
          right, as the column a buyer scans (the layout check skips it: data-side-column). */}
      <div className="page-grid py-10 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
        <section
          aria-label={upcoming ? 'Booking' : 'When and where it was'}
          data-side-column
          className="space-y-5 lg:col-start-2 lg:row-start-1 lg:rounded-lg lg:border lg:border-t-4 lg:border-slate-200 lg:border-t-gold-400 lg:bg-white lg:p-6 lg:shadow-sm"
        >
          <TrainingTypeLabel type={training.type} />
          {registration.state === 'open' ? (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <RegisterLink href={training.registerLink} what={training.title} size="large" />
              <span className={notice.soon ? 'font-semibold text-slate-900' : 'text-slate-800'}>
                {notice.text}
              </span>
            </p>
          ) : registration.state === 'closed' ? (
            <div className="space-y-2">
              <RegistrationAction training={training} />
              <NextRunLink training={training} runs={data.laterRuns} openTrainings={data.openTrainings} />
            </div>
          ) : (
            <div role="status" className="space-y-1 rounded-md border-l-4 border-slate-400 bg-slate-100 p-4">
              <p className="font-semibold text-slate-900">This training has ended.</p>
              <NextRunLink training={training} runs={data.laterRuns} openTrainings={data.openTrainings} />
              {training.report ? (
                <p>
                  <Link to={training.report} className="font-semibold text-brand-700 underline">
                    Read the report on this training
                  </Link>
                </p>
              ) : null}
            </div>
          )}
          <TrainingFacts training={training} dates={dates} upcoming={upcoming} />
          <p className="flex flex-wrap gap-x-6 gap-y-3">
            {/* The calendar file while the training is to come; once registration has closed only
                those already registered need it, so it says so; once over, none. */}
            {upcoming ? (
              <a
                href={`${import.meta.env.BASE_URL}${trainingCalendarPath(training.id).slice(1)}`}
                className="inline-flex items-center gap-2 font-semibold text-brand-700 underline"
              >
                <CalendarIcon />
                {registration.state === 'open'
                  ? 'Add to calendar (.ics)'
                  : 'Add to my calendar (registered participants)'}
              </a>
            ) : null}
            <ShareLink url={pageUrl} title={`${training.title}, ${dates}`} />
          </p>
        </section>
        <div className="mt-10 max-w-measure space-y-8 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <TrainingAbout training={training} registrationOpen={registration.state === 'open'} />
          <p className="flex flex-wrap gap-4">
            <Link to={pagePath('/training/calendar')} className="font-semibold text-brand-700 underline">
              Training calendar
            </Link>
            <Link to={pagePath('/training/past-seminars')} className="font-semibold text-brand-700 underline">
              Past seminars
            </Link>
          </p>
          {data.updated ? <LastUpdated day={data.updated} placement="mt-8" /> : null}
        </div>
      </div>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
