/**
 * "Last updated" of a page that shows more than its own Markdown file: the latest change of the
 * page's file and of the content it lists (the news folder for /news, issuances.yaml for
 * /issuances). The days come from git through the content build (scripts/content/last-changed.ts).
 */
import type { Page } from '../content/schemas/page';
import { latestDay, listedContentOf } from '../lib/listed-content';

/**
 * `page` with `updated` set to the latest of its own day and those of the content the route lists
 * (src/lib/listed-content.ts). Unknown days are skipped; with none known, `page` is returned as it is.
 */
export async function withListedUpdates(page: Page, route: string): Promise<Page> {
  const files = listedContentOf(route);
  const { contentUpdated } = await import('#generated/content-updated');
  const latest = latestDay([page.updated, ...files.map((file) => contentUpdated[file])]);
  return latest ? { ...page, updated: latest } : page;
}
