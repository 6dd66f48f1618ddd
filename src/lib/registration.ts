/**
 * Whether a training still takes registrations on a given Manila day. Pure, so the prerendered
 * page (the build date) and the visitor's browser (the real date, after hydration) agree on the
 * same day, like the upcoming/past split in dates.ts.
 */
import type { Training } from '../content/schemas/training';
import type { IsoDate } from './dates';

export type RegistrationState =
  /** Registration is open: offer Register now. */
  | { state: 'open' }
  /**
   * The training is not over, but its deadline has passed (`deadline`) or it is taking place
   * today (`started`: from its first day to its last, inclusive).
   */
  | { state: 'closed'; reason: 'deadline'; deadline: IsoDate }
  | { state: 'closed'; reason: 'started'; deadline?: IsoDate }
  /** The training is over (the archive's "Completed"). */
  | { state: 'completed' };

export type RegistrationDates = Pick<Training, 'date' | 'endDate' | 'registrationDeadline'>;

/**
 * Open until the end of the deadline day (when one is given) and before the first day of the
 * training; closed from then until the last day (in progress from the first day on, whatever the
 * deadline); completed only from the day after the last day.
 */
export function registrationState(training: RegistrationDates, today: IsoDate): RegistrationState {
  if (training.endDate < today) return { state: 'completed' };
  const deadline = training.registrationDeadline;
  if (training.date <= today) return { state: 'closed', reason: 'started', deadline };
  if (deadline !== undefined && deadline < today) return { state: 'closed', reason: 'deadline', deadline };
  return { state: 'open' };
}

/** Whether the training takes place today: from its first day to its last, inclusive. */
export function isInProgress(training: Pick<RegistrationDates, 'date' | 'endDate'>, today: IsoDate): boolean {
  return training.date <= today && today <= training.endDate;
}
