/**
 * Internal link check.
 * Inputs:  dist/ (a built site).
 * Outputs: exit 0 when every internal link, image, stylesheet, script and download resolves;
 *          otherwise the broken links with the page they were found on, and exit 1.
 * Steps:   serve dist/ on an ephemeral 127.0.0.1 port (the same server as `npm start`), crawl it
 *          from the home page and the 404 page with linkinator, skip every other origin (their form is
 *          checked by the content check; tests never reach the internet).
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LinkChecker, LinkState } from 'linkinator';
import { createSiteServer } from '../serve';

export function isExternal(link: string, origin: string): boolean {
  return !link.startsWith(origin);
}

async function main(): Promise<void> {
  const server = createSiteServer(path.resolve('dist'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const checker = new LinkChecker();
    const broken: string[] = [];
    let checked = 0;
    for (const start of ['/', '/404']) {
      const result = await checker.check({
        path: `${origin}${start}`,
        recurse: true,
        concurrency: 8,
        linksToSkip: (link) => Promise.resolve(isExternal(link, origin)),
      });
      checked += result.links.length;
      for (const link of result.links) {
        if (link.state === LinkState.BROKEN)
          broken.push(`${link.status ?? 'no response'} ${link.url} (linked from ${link.parent ?? '?'})`);
      }
    }
    if (broken.length > 0) {
      console.error(`Broken internal links: ${broken.length}\n${[...new Set(broken)].join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(`Link check passed: ${checked} links checked, 0 broken.`);
    }
  } finally {
    server.close();
  }
}

await main();
