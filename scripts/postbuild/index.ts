/**
 * Steps that run after every page is prerendered, on the finished dist/ folder (feeds, calendar
 * files, sitemap, headers, search index...). Each step lives in its own module in this folder and
 * is listed below; a step that throws fails the build.
 */

export interface PostBuildContext {
  /** Absolute path of the output folder (dist/). */
  distDir: string;
  /** Absolute path of the project root. */
  root: string;
}

export type PostBuildStep = (ctx: PostBuildContext) => Promise<void>;

const steps: Array<{ name: string; load: () => Promise<PostBuildStep> }> = [
  { name: 'news feed', load: () => import('./news-feed').then((m) => m.writeNewsFeed) },
  { name: 'training calendars', load: () => import('./trainings-ics').then((m) => m.writeTrainingCalendars) },
  { name: 'hydration data', load: () => import('./hydration-data').then((m) => m.writeHydrationDataBlocks) },
  { name: 'sitemap', load: () => import('./sitemap').then((m) => m.writeSitemap) },
  { name: 'search index', load: () => import('./search-index').then((m) => m.writeSearchIndex) },
  // Last: hashes the inline scripts of the pages as the other steps left them.
  { name: 'security headers', load: () => import('./security-headers').then((m) => m.writeSecurityHeaders) },
];

export async function runPostBuild(ctx: PostBuildContext): Promise<void> {
  for (const step of steps) {
    const run = await step.load();
    await run(ctx);
  }
}
