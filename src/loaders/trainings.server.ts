/**
 * Route loaders for the training and event pages (build only; see loaders/page.server.ts).
 * Each returns only what its page shows. Lists that the browser re-checks against the visitor's
 * date keep every entry that could still change state after the build (a later date can only
 * move trainings from upcoming to past, never back).
 */
// The build date and site facts are in every page's bundle already (the shell reads them);
// the content lists are imported on the server side only.
import { buildToday } from '#generated/build';
import { site } from '#generated/site';
import type { Convention, Election } from '../content/schemas/event';
import type { Page } from '../content/schemas/page';
import type { Training } from '../content/schemas/training';
import type { Webinar } from '../content/schemas/webinar';
import type { CarouselTraining, TrainingSummary } from '../lib/training-types';
import { splitCycles, type Cycles } from '../lib/event-cycles';
import { calendarCandidates } from '../lib/trainings';
import { courseKey, type Run } from '../lib/next-run';
import { loadPage, type Loaders } from './page.server';
import { offerOf } from './training-offer.server';

export interface TrainingListData {
  page: Page;
  trainings: TrainingSummary[];
}

export interface TrainingOverviewData {
  page: Page;
  /** Trainings not over at build time; the page shows the next three after re-checking the date. */
  trainings: CarouselTraining[];
}

export interface WebinarPageData {
  page: Page;
  webinars: Webinar[];
}

export interface ConventionPageData {
  page: Page;
  /** The latest convention and the earlier ones, newest first. */
  conventions: Cycles<Convention>;
}

export interface ElectionPageData {
  page: Page;
  /** The latest election and the earlier ones, newest first. */
  elections: Cycles<Election>;
  /** The agencies of the Board of Directors as content/people/board-of-directors.yaml lists them, once each. */
  representedAgencies: string[];
}

export interface TrainingEventData {
  /** null when no training has the requested id. */
  training: Training | null;
  organizer: string;
  /** Later runs of the same course (lib/next-run.ts); the page points to the first still open. */
  laterRuns: Run[];
  /** Trainings not over at build time: without a next run, the page names the first still open. */
  openTrainings: Run[];
  /** "Last updated": set by the prerender from the page table's content files (src/site-pages.ts). */
  updated?: string;
}

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  /** /training: its introduction and the trainings not over at build time. */
  '/training': async (): Promise<TrainingOverviewData> => {
    const { trainings } = await import('#generated/trainings');
    return {
      page: await loadPage('/training'),
      trainings: trainings.filter((training) => training.endDate >= buildToday).map(offerOf),
    };
  },
  /** The training calendar: trainings not over at build time, or over only since the day before. */
  '/training/calendar': async (): Promise<TrainingListData> => {
    const { trainings } = await import('#generated/trainings');
    return {
      page: await loadPage('/training/calendar'),
      trainings: calendarCandidates(trainings, buildToday),
    };
  },
  '/training/free-webinar': async (): Promise<WebinarPageData> => {
    const { webinars } = await import('#generated/webinars');
    return {
      page: await loadPage('/training/free-webinar'),
      webinars: webinars.webinars,
    };
  },
  /** The archive: every training, because trainings still upcoming at build time end later. */
  '/training/past-seminars': async (): Promise<TrainingListData> => {
    const { trainings } = await import('#generated/trainings');
    return { page: await loadPage('/training/past-seminars'), trainings };
  },
  '/training/events/:id': async ({ params }: { params: { id?: string } }): Promise<TrainingEventData> => {
    const { trainings } = await import('#generated/trainings');
    const training = trainings.find((candidate) => candidate.id === params.id) ?? null;
    const course = training ? courseKey(training.title) : null;
    const runOf = ({ id, title, date, endDate, registrationDeadline }: Training): Run => ({
      id,
      title,
      date,
      endDate,
      ...(registrationDeadline ? { registrationDeadline } : {}),
    });
    const laterRuns = trainings
      .filter((run) => training && run.date > training.date && courseKey(run.title) === course)
      .map(runOf);
    const openTrainings = trainings.filter((other) => other.endDate >= buildToday).map(runOf);
    return { training, organizer: site.name, laterRuns, openTrainings };
  },
  '/national-convention': async (): Promise<ConventionPageData> => {
    const { conventions } = await import('#generated/convention');
    return {
      page: await loadPage('/national-convention'),
      conventions: splitCycles(conventions.cycles, (cycle) => cycle.date),
    };
  },
  '/election': async (): Promise<ElectionPageData> => {
    const { elections } = await import('#generated/election');
    const { board } = await import('#generated/board-of-directors');
    return {
      page: await loadPage('/election'),
      elections: splitCycles(elections.cycles, (cycle) => cycle.deadline),
      representedAgencies: [
        ...new Set(board.members.flatMap((member) => (member.organization ? [member.organization] : []))),
      ],
    };
  },
} satisfies Loaders;
