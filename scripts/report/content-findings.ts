/**
 * Content health findings read from the compiled content (the generated modules): upcoming
 * trainings that a visitor cannot yet decide on, and event pages whose latest cycle is over.
 */
import { addDays, formatDate, type IsoDate } from '../../src/lib/dates';
import type { GeneratedModule } from '../content/generate';
import type { Finding } from './content-health';

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

const exported = (modules: readonly GeneratedModule[], name: string): unknown =>
  modules.find((module) => module.name === name)?.exports[0]?.value;

/** What an upcoming training starting within TRAINING_SOON_DAYS still lacks. */
export function trainingFindings(trainings: readonly TrainingFacts[], today: IsoDate): Finding[] {
  const soon = addDays(today, TRAINING_SOON_DAYS);
  return trainings
    .filter((training) => training.endDate >= today && training.date <= soon)
    .flatMap((training) => {
      const file = `content/trainings/${training.id}.yaml`;
      const starts = `"${training.title}" starts on ${formatDate(training.date)}`;
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

/** Every finding the compiled content gives. */
export function contentFindings(modules: readonly GeneratedModule[], today: IsoDate): Finding[] {
  const trainings = (exported(modules, 'trainings') as TrainingFacts[] | undefined) ?? [];
  return trainingFindings(trainings, today);
}
