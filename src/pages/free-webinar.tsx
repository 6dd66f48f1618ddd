import { useMemo } from 'react';
import { ProsePage } from '../components/training/prose-intro';
import { WebinarArchive } from '../components/training/webinar-archive';
import { WebinarCard } from '../components/training/webinar-card';
import { nextWebinar, pastWebinars } from '../lib/trainings';
import { useToday } from '../runtime/use-today';
import { useRouteData } from '../runtime/route-data';
import type { WebinarPageData } from '../loaders/trainings.server';

export function Component() {
  const { page, webinars } = useRouteData<WebinarPageData>();
  const today = useToday();
  const upcoming = useMemo(() => nextWebinar(webinars, today), [webinars, today]);
  const archive = useMemo(() => pastWebinars(webinars, today), [webinars, today]);
  return (
    <ProsePage page={page}>
      <WebinarCard webinar={upcoming} />
      <section aria-labelledby="webinar-archive" className="space-y-4">
        <h2 id="webinar-archive" className="text-2xl font-bold text-brand-800">
          Webinar archive
        </h2>
        <WebinarArchive webinars={archive} />
      </section>
    </ProsePage>
  );
}
