import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteServer } from '../serve';

function firstArticle(distDir: string): string {
  const file = readdirSync(path.join(distDir, 'news')).find((name) => name.endsWith('.html'));
  if (!file) throw new Error('No news article in dist/news/: build the site first.');
  return `/news/${file.replace(/\.html$/, '')}`;
}

/** The pages the paint benchmarks measure: home, a news article, the calendar, issuances, contact. */
export function benchPages(distDir: string): string[] {
  return ['/', firstArticle(distDir), '/training/calendar', '/issuances', '/contact'];
}

/** Serves a built site on a free port of 127.0.0.1, as the production host would (scripts/serve.ts). */
export async function serveBuiltSite(distDir: string): Promise<{ origin: string; close: () => void }> {
  const server = createSiteServer(distDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
