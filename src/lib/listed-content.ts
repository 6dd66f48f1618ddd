/**
 * The content a page lists besides its own Markdown file, by route: its "Last updated" day and
 * its sitemap `lastmod` are the latest change of the page's file and of these (paths under
 * content/, as the content build keys them in `contentUpdated`: scripts/content/last-changed.ts).
 * One table, read by the loaders (src/loaders/updated.server.ts) and the sitemap step, so the two agree.
 */
export const LISTED_CONTENT: Readonly<Record<string, readonly string[]>> = {
  '/': ['home.yaml', 'trainings', 'news'],
  '/news': ['news'],
  '/issuances': ['issuances.yaml'],
  '/contact': ['site.yaml'],
};

/** What a route lists besides its own file; none for most pages. */
export const listedContentOf = (route: string): readonly string[] => LISTED_CONTENT[route] ?? [];

/** The latest of YYYY-MM-DD days (which sort as text), or undefined when none is known. */
export function latestDay(days: ReadonlyArray<string | undefined>): string | undefined {
  return days
    .filter((day): day is string => day !== undefined)
    .sort()
    .at(-1);
}
