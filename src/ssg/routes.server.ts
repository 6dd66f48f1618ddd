/**
 * The route table as the prerender runs it: src/routes.tsx (shared with the browser, which has no
 * loaders: vite-react-ssg gives its routes loaders that read the data files) with each page's
 * loader from the loader modules (src/loaders/, each exporting its loaders by the page table's
 * paths), and for the rows of the page table (src/site-pages.ts) with a parameter the addresses to
 * prerender. The loaders stay out of the page table so they never reach the browser. Every page's
 * `page.updated` ("Last updated") is set here, from the table's content files.
 */
import type { RouteRecord } from 'vite-react-ssg';
import { latestDay } from '../lib/dates';
import {
  contentWith,
  SITE_PAGES,
  siteContentOf,
  type MarkdownPagePath,
  type SiteContent,
  type SitePage,
  type SitePagePath,
} from '../site-pages';
import { loaders as about } from '../loaders/about.server';
import { loaders as home } from '../loaders/home.server';
import { loaders as issuances } from '../loaders/issuances.server';
import { loaders as membership } from '../loaders/membership.server';
import { loaders as news } from '../loaders/news.server';
import { pageLoader, type Loader } from '../loaders/page.server';
import { loaders as trainings } from '../loaders/trainings.server';

/**
 * The pages' own loaders, by their row's path in src/site-pages.ts: TypeScript requires one for
 * each row without a Markdown file; a row with one and no loader here shows that file alone
 * (pageLoader).
 */
export const LOADERS: Partial<Record<SitePagePath, Loader>> = {
  ...home,
  ...about,
  ...membership,
  ...trainings,
  ...news,
  ...issuances,
} satisfies Record<Exclude<SitePagePath, MarkdownPagePath>, Loader>;

/** The content the addresses with a parameter come from, as this build compiled it. */
export async function siteContent(): Promise<SiteContent> {
  const [{ newsSummaries }, { trainings }] = await Promise.all([
    import('#generated/news-summaries'),
    import('#generated/trainings'),
  ]);
  return siteContentOf({ newsSummaries, trainings });
}

/** The day a page last changed: the latest change of its content files (scripts/content/last-changed.ts). */
export async function updatedOf(files: readonly string[]): Promise<string | undefined> {
  const { contentUpdated } = await import('#generated/content-updated');
  return latestDay(files.map((file) => contentUpdated[file]));
}

/**
 * `loader` with its data dated by the content files of the row (for a training's page, its own
 * file): its `page.updated` when it shows a page of content/pages/, otherwise its own `updated`
 * (a training's page). Data that is no object (a page not found) is left as it is.
 */
export function dated(loader: Loader, row: SitePage): Loader {
  return async (args) => {
    const data: unknown = await loader(args);
    if (!data || typeof data !== 'object') return data;
    const updated = await updatedOf(contentWith(row, args.params));
    if (!updated) return data;
    if ('page' in data && data.page) return { ...data, page: { ...data.page, updated } };
    return { ...data, updated };
  };
}

/** `routes` (src/routes.tsx) with each page route given its row's loader and, with a parameter, its addresses. */
export function withLoaders(routes: readonly RouteRecord[], loaders = LOADERS): RouteRecord[] {
  return routes.map((layout) => ({
    ...(layout as Omit<RouteRecord, 'index'>),
    children: (layout.children ?? []).map((route, index) => {
      const row = SITE_PAGES[index] as SitePage;
      const path = route.index ? '/' : `/${route.path ?? ''}`;
      if (path !== row.path) throw new Error(`The route ${path} is not the page table's row ${row.path}.`);
      const loader =
        (loaders as Record<string, Loader>)[row.path] ??
        (row.markdown ? pageLoader(row.path as MarkdownPagePath) : undefined);
      if (!loader)
        throw new Error(
          `The page ${row.path} has no loader: give it one in a module of src/loaders/, in its loaders table.`,
        );
      const paths = row.paths;
      return {
        ...route,
        loader: dated(loader, row),
        ...(paths
          ? {
              getStaticPaths: async () => paths(await siteContent()).map((address) => address.slice(1)),
            }
          : {}),
      };
    }),
  }));
}
