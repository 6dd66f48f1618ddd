/**
 * Calendar files for the trainings.
 * Inputs:  the build context (context.ts): the trainings, the build date, the site address.
 * Outputs: dist/trainings.ics (every training not over on the build date) and
 *          dist/training/events/{id}.ics, one per training the calendar page may show: not over,
 *          or over only since the day before (a visitor whose clock is a day behind the build
 *          still sees its "Add to calendar" link, which must not lead to a missing file).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarCandidates, upcomingTrainings } from '../../src/lib/trainings';
import { trainingsCalendar, type IcsOptions } from '../../src/lib/ics';
import type { BuildContext } from './context';
import { TRAINING_EVENTS } from '../../src/lib/training-paths';

export async function writeTrainingCalendars({
  distDir,
  siteUrl,
  today,
  content,
}: BuildContext): Promise<void> {
  const upcoming = upcomingTrainings(content.trainings, today);
  const base: Omit<IcsOptions, 'name'> = { stamp: new Date(), siteUrl };
  await writeFile(
    path.join(distDir, 'trainings.ics'),
    trainingsCalendar(upcoming, { ...base, name: `${content.site.shortName} upcoming trainings` }),
  );
  const eventsDir = path.join(distDir, TRAINING_EVENTS);
  await mkdir(eventsDir, { recursive: true });
  await Promise.all(
    calendarCandidates(content.trainings, today).map((training) =>
      writeFile(
        path.join(eventsDir, `${training.id}.ics`),
        trainingsCalendar([training], { ...base, name: training.title }),
      ),
    ),
  );
}
