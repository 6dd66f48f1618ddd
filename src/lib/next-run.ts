/**
 * The next run of a training's course: what a training closed for registration, or over, points
 * to ("Next run: Feb 17–18, 2027"). Runs of one course share their title (every run of a course
 * is a file of its own, content/trainings/<course>-<yyyy>-<mm>.yaml, under the same title);
 * titles are compared without regard to case, spacing or punctuation, so "R.A. 12009" and
 * "RA 12009" or a stray double space still match, and a course renamed is a new course.
 */
import { isUpcoming, type Dated } from './dates';
import { registrationState, type RegistrationDates } from './registration';

export interface Run extends Dated, RegistrationDates {
  id: string;
  title: string;
}

/** The title as a course key: lower case, letters and digits only (R.A. is RA), single-spaced. */
export function courseKey(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The earliest later run of the same course still open for registration on `today`, or null.
 * Only a run a visitor can still book is worth pointing to.
 */
export function nextRun<T extends Run>(training: Run, runs: readonly T[], today: string): T | null {
  const course = courseKey(training.title);
  return (
    runs
      .filter(
        (run) =>
          run.id !== training.id &&
          run.date > training.date &&
          courseKey(run.title) === course &&
          isUpcoming(run, today) &&
          registrationState(run, today).state === 'open',
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))[0] ?? null
  );
}

/**
 * Where a closed or ended training with no next run of its course sends the visitor: the
 * training (of any course) still open for registration on `today` that starts first, or null.
 */
export function nextOpenTraining<T extends Run>(
  training: Run,
  trainings: readonly T[],
  today: string,
): T | null {
  return (
    trainings
      .filter(
        (other) =>
          other.id !== training.id &&
          isUpcoming(other, today) &&
          registrationState(other, today).state === 'open',
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))[0] ?? null
  );
}
