/**
 * Steps that run after every page is prerendered, on the finished dist/ folder (feeds, calendar
 * files, sitemap, headers, search index...). Each step lives in its own module in this folder and
 * is listed below; a step that throws fails the build. Every step gets the same build context
 * (context.ts) and reads the pages, never changes them, so they run at the same time.
 */

import type { BuildContext, PostBuildStep } from './context';

// The search index goes first: pagefind writes its files in its own process while this thread
// works on the other steps.
const steps: Array<{ name: string; load: () => Promise<PostBuildStep> }> = [
  { name: 'search index', load: () => import('./search-index').then((m) => m.writeSearchIndex) },
  { name: 'news feed', load: () => import('./news-feed').then((m) => m.writeNewsFeed) },
  { name: 'training calendars', load: () => import('./trainings-ics').then((m) => m.writeTrainingCalendars) },
  { name: 'sitemap', load: () => import('./sitemap').then((m) => m.writeSitemap) },
  { name: 'security headers', load: () => import('./security-headers').then((m) => m.writeSecurityHeaders) },
];

/** Runs every step on the pages the prerender wrote. */
export async function runPostBuild(ctx: BuildContext): Promise<void> {
  const started = Date.now();
  await Promise.all(
    steps.map(async (step) => {
      const run = await step.load();
      await run(ctx);
      // The build prints errors only; BUILD_LOG=verbose shows how long each step took.
      if (process.env.BUILD_LOG === 'verbose') {
        console.log(`[post-build] ${step.name}: done at ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }),
  );
}
