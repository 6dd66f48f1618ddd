/**
 * Calendar files for the trainings.
 * Inputs:  the generated training list and build date (src/content/generated/).
 * Outputs: dist/trainings.ics (every training not over on the build date) and
 *          dist/training/events/{id}.ics (one per such training).
 * The address in each event is the site's (src/lib/site-url.ts, as the content build wrote it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { upcomingTrainings } from '../../src/lib/trainings';
import { trainingsCalendar, type IcsOptions } from '../../src/lib/ics';
import type { PostBuildContext } from './index';

export async function writeTrainingCalendars(ctx: PostBuildContext): Promise<void> {
  const [{ trainings }, { buildToday, siteUrl }, { site }] = await Promise.all([
    import('../../src/content/generated/trainings'),
    import('../../src/content/generated/build'),
    import('../../src/content/generated/site'),
  ]);
  const upcoming = upcomingTrainings(trainings, buildToday);
  const base: Omit<IcsOptions, 'name'> = {
    stamp: new Date(),
    siteUrl,
  };
  await writeFile(
    path.join(ctx.distDir, 'trainings.ics'),
    trainingsCalendar(upcoming, { ...base, name: `${site.shortName} upcoming trainings` }),
  );
  const eventsDir = path.join(ctx.distDir, 'training', 'events');
  await mkdir(eventsDir, { recursive: true });
  await Promise.all(
    upcoming.map((training) =>
      writeFile(
        path.join(eventsDir, `${training.id}.ics`),
        trainingsCalendar([training], { ...base, name: training.title }),
      ),
    ),
  );
}
