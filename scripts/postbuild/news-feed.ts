/**
 * Post-build step: the Atom feed of the news.
 * Inputs:  the build context (context.ts): the articles newest first, without bodies, and the
 *          site address, for the absolute links a feed needs.
 * Outputs: dist/news/feed.xml with the latest 20 articles.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NewsSummary } from '../../src/content/schemas/news';
import { newsPath } from '../../src/lib/news-pages';
import { absoluteUrl } from '../../src/lib/site-url';
import type { BuildContext } from './context';

export const FEED_SIZE = 20;

export interface FeedOptions {
  /** Absolute address of the site root, ending with a slash: https://www.agia.org.ph/ */
  siteRoot: string;
  title: string;
  /** Who publishes the feed: the association's name. */
  author: string;
  /** Articles newest first; only the first FEED_SIZE are used. */
  articles: ReadonlyArray<Pick<NewsSummary, 'slug' | 'title' | 'date' | 'excerpt'>>;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]!};`,
  );

/** A content date is a Manila calendar day; the feed states it as midnight Manila time. */
const atomDate = (date: string) => `${date}T00:00:00+08:00`;

/** The Atom 1.0 document for the given articles. */
export function renderAtomFeed({ siteRoot, title, author, articles }: FeedOptions): string {
  const latest = articles.slice(0, FEED_SIZE);
  const feedUrl = `${siteRoot}news/feed.xml`;
  const entries = latest.map((article) => {
    const link = `${siteRoot}${newsPath(article.slug).slice(1)}`;
    return [
      '  <entry>',
      `    <title>${escapeXml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <id>${escapeXml(link)}</id>`,
      `    <updated>${atomDate(article.date)}</updated>`,
      `    <summary>${escapeXml(article.excerpt)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${siteRoot}news`)}"/>`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <updated>${atomDate(latest[0]?.date ?? '1959-01-01')}</updated>`,
    `  <author><name>${escapeXml(author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export async function writeNewsFeed({ distDir, siteUrl, content }: BuildContext): Promise<void> {
  const xml = renderAtomFeed({
    siteRoot: absoluteUrl(siteUrl, '/'),
    title: `News & Updates - ${content.site.name}`,
    author: content.site.name,
    articles: content.newsSummaries,
  });
  await mkdir(path.join(distDir, 'news'), { recursive: true });
  await writeFile(path.join(distDir, 'news', 'feed.xml'), xml, 'utf8');
}
