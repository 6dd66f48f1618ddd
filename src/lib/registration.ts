/**
 * Whether a training still takes registrations on a given Manila day. Pure, so the prerendered
 * page (the build date) and the visitor's browser (the real date, after hydration) agree on the
 * same day, like the upcoming/past split in dates.ts.
 */
import type { Training } from '../content/schemas/training';
import type { IsoDate } from './dates';

export type RegistrationState =
  /** Registration is open: offer Register Now. */
  | { state: 'open' }
  /** The training is not over, but its deadline has passed or it has started. */
  | { state: 'closed'; reason: 'deadline' | 'started'; deadline?: IsoDate }
  /** The training is over (the archive's "Completed"). */
  | { state: 'completed' };

export type RegistrationDates = Pick<Training, 'date' | 'endDate' | 'registrationDeadline'>;

/**
 * Open until the end of the deadline day (when one is given) and before the first day of the
 * training; closed from then until the last day; completed after it.
 */
export function registrationState(training: RegistrationDates, today: IsoDate): RegistrationState {
  if (training.endDate < today) return { state: 'completed' };
  const deadline = training.registrationDeadline;
  if (deadline !== undefined && deadline < today) return { state: 'closed', reason: 'deadline', deadline };
  if (training.date <= today) return { state: 'closed', reason: 'started', deadline };
  return { state: 'open' };
}
