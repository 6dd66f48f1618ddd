/**
 * Content health findings read from the compiled content (the generated modules): official
 * numbers the site does not show yet (to finish before launch), upcoming
 * trainings that a visitor cannot yet decide on, and event pages whose latest cycle is over
 * (the page says so plainly, but visitors look for the next one).
 */
import { addDays, formatDate, type IsoDate } from '../../src/lib/dates';
import { exportOf as exported, type GeneratedModule } from '../content/generate';
import { fromContent, type Finding } from './content-health';

interface SiteFacts {
  accreditation?: { prcCpdProvider?: string; secRegistration?: string };
}

/** The official numbers site.yaml does not give yet: visitors checking accreditation see none. */
export function siteFindings(site: SiteFacts | undefined): Finding[] {
  const missing = [
    site?.accreditation?.secRegistration ? undefined : 'SEC',
    site?.accreditation?.prcCpdProvider ? undefined : 'PRC',
  ].filter((name) => name !== undefined);
  if (missing.length === 0) return [];
  return [
    {
      area: 'Site details',
      file: 'content/site.yaml',
      message: `${missing.join('/')} ${missing.length === 1 ? 'number' : 'numbers'} not set: copy ${missing.length === 1 ? 'it' : 'them'} from the certificates into accreditation before launch (the site shows nothing in ${missing.length === 1 ? 'its' : 'their'} place)`,
    },
  ];
}

/** How close to its first day a training's missing facts become urgent. */
export const TRAINING_SOON_DAYS = 45;

interface TrainingFacts {
  id: string;
  title: string;
  date: IsoDate;
  endDate: IsoDate;
  fee?: unknown;
  registrationDeadline?: IsoDate;
  speakers?: unknown[];
}

/** What an upcoming training starting within TRAINING_SOON_DAYS still lacks. */
export function trainingFindings(trainings: readonly TrainingFacts[], today: IsoDate): Finding[] {
  const soon = addDays(today, TRAINING_SOON_DAYS);
  return trainings
    .filter((training) => training.endDate >= today && training.date <= soon)
    .flatMap((training) => {
      const file = `content/trainings/${training.id}.yaml`; // shown as code in the Markdown report
      const starts = `"${fromContent(training.title)}" starts on ${formatDate(training.date)}`;
      const lacks: string[] = [];
      if (training.fee === undefined || training.fee === 'tba') lacks.push('the fee');
      if (training.registrationDeadline === undefined) lacks.push('the registration deadline');
      if (!training.speakers?.length) lacks.push('the speakers');
      if (lacks.length === 0) return [];
      const list = lacks.length === 1 ? lacks[0]! : `${lacks.slice(0, -1).join(', ')} and ${lacks.at(-1)!}`;
      return [
        {
          area: 'Trainings' as const,
          file,
          message: `${starts}; visitors cannot see ${list} yet: add them as soon as they are known`,
        },
      ];
    });
}

/** How long after its last day a cycle may stay the latest before the report asks for the next. */
export const NEXT_CYCLE_AFTER_DAYS = 180;

interface EventFacts {
  file: string;
  what: string;
  /** The last day of each cycle (the convention's end, the election's deadline). */
  lastDays: readonly IsoDate[];
}

/** An election or convention whose latest cycle ended more than NEXT_CYCLE_AFTER_DAYS ago. */
export function eventFindings(events: readonly EventFacts[], today: IsoDate): Finding[] {
  return events.flatMap(({ file, what, lastDays }) => {
    const latest = [...lastDays].sort().at(-1);
    if (latest === undefined || addDays(latest, NEXT_CYCLE_AFTER_DAYS) >= today) return [];
    return [
      {
        area: 'Events' as const,
        file,
        message: `the latest ${what} ended on ${formatDate(latest)}: add the next one as a new cycle at the top as soon as its dates are set`,
      },
    ];
  });
}

/** Every finding the compiled content gives. */
export function contentFindings(modules: readonly GeneratedModule[], today: IsoDate): Finding[] {
  const trainings = (exported(modules, 'trainings') as TrainingFacts[] | undefined) ?? [];
  const conventions = exported(modules, 'convention') as { cycles: Array<{ endDate: IsoDate }> } | undefined;
  const elections = exported(modules, 'election') as { cycles: Array<{ deadline: IsoDate }> } | undefined;
  return [
    ...siteFindings(exported(modules, 'site') as SiteFacts | undefined),
    ...trainingFindings(trainings, today),
    ...eventFindings(
      [
        {
          file: 'content/events/national-convention.yaml',
          what: 'convention',
          lastDays: conventions?.cycles.map((cycle) => cycle.endDate) ?? [],
        },
        {
          file: 'content/events/election.yaml',
          what: 'election',
          lastDays: elections?.cycles.map((cycle) => cycle.deadline) ?? [],
        },
      ],
      today,
    ),
  ];
}
