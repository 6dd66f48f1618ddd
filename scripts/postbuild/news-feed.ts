/**
 * Post-build step: the Atom feed of the news.
 * Inputs:  src/content/generated/news-summaries.ts (articles newest first, without bodies),
 *          the site address (src/lib/site-url.ts, as the content build wrote it into
 *          src/content/generated/build.ts), for the absolute links a feed needs.
 * Outputs: dist/news/feed.xml with the latest 20 articles.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NewsSummary } from '../../src/content/schemas/news';
import { absoluteUrl } from '../../src/lib/site-url';
import type { PostBuildContext } from './index';

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
    const link = `${siteRoot}news/${article.slug}`;
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

export async function writeNewsFeed(ctx: PostBuildContext): Promise<void> {
  // The generated modules are TypeScript; tsx loads them without bundling them into the config.
  const { tsImport } = await import('tsx/esm/api');
  const generated = pathToFileURL(path.join(ctx.root, 'src/content/generated/news-summaries.ts')).href;
  const { newsSummaries } = (await tsImport(generated, import.meta.url)) as { newsSummaries: NewsSummary[] };
  const { siteUrl } = (await tsImport(
    pathToFileURL(path.join(ctx.root, 'src/content/generated/build.ts')).href,
    import.meta.url,
  )) as { siteUrl: string };
  const { site } = (await tsImport(
    pathToFileURL(path.join(ctx.root, 'src/content/generated/site.ts')).href,
    import.meta.url,
  )) as { site: { name: string } };
  const xml = renderAtomFeed({
    siteRoot: absoluteUrl(siteUrl, '/'),
    title: `News & Updates - ${site.name}`,
    author: site.name,
    articles: newsSummaries,
  });
  await mkdir(path.join(ctx.distDir, 'news'), { recursive: true });
  await writeFile(path.join(ctx.distDir, 'news', 'feed.xml'), xml, 'utf8');
}
