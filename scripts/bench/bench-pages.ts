import { readdirSync } from 'node:fs';
import path from 'node:path';

function firstArticle(distDir: string): string {
  const file = readdirSync(path.join(distDir, 'news')).find((name) => name.endsWith('.html'));
  if (!file) throw new Error('No news article in dist/news/: build the site first.');
  return `/news/${file.replace(/\.html$/, '')}`;
}

/** The pages the paint benchmarks measure: home, a news article, the calendar, issuances, contact. */
export function benchPages(distDir: string): string[] {
  return ['/', firstArticle(distDir), '/training/calendar', '/issuances', '/contact'];
}
