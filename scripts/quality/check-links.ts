/**
 * Internal link check.
 * Inputs:  dist/ (a built site).
 * Outputs: exit 0 when every internal link, image, stylesheet, script and download resolves;
 *          otherwise the broken links with the page they were found on, and exit 1.
 * Steps:   serve dist/ on an ephemeral 127.0.0.1 port (the same server as `npm start`), crawl it
 *          with linkinator from the home page, the 404 page and every page in sitemap.xml (so a page
 *          only the header menu links to, which the prerendered pages leave out, is checked too),
 *          skip every other origin (their form is checked by the content check; tests never reach
 *          the internet).
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LinkChecker, LinkState } from 'linkinator';
import { createSiteServer } from '../serve';

export function isExternal(link: string, origin: string): boolean {
  return !link.startsWith(origin);
}

/** The path of every page a sitemap lists (its <loc> addresses, whatever their origin). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.trim()).pathname);
}

async function main(): Promise<void> {
  const dist = path.resolve('dist');
  const starts = new Set([
    '/',
    '/404',
    ...sitemapPaths(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')),
  ]);
  const server = createSiteServer(dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const checker = new LinkChecker();
    const broken: string[] = [];
    const result = await checker.check({
      path: [...starts].map((start) => `${origin}${start}`),
      recurse: true,
      concurrency: 8,
      linksToSkip: (link) => Promise.resolve(isExternal(link, origin)),
    });
    for (const link of result.links) {
      if (link.state === LinkState.BROKEN)
        broken.push(`${link.status ?? 'no response'} ${link.url} (linked from ${link.parent ?? '?'})`);
    }
    if (broken.length > 0) {
      console.error(`Broken internal links: ${broken.length}\n${[...new Set(broken)].join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(`Link check passed: ${result.links.length} links checked, 0 broken.`);
    }
  } finally {
    server.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
