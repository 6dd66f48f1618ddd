/**
 * Scheduled publishing and drafts: the news collection publishes an article from its Manila date
 * on, never a draft, and still checks both. Fixture articles in tests/fixtures/news-publishing/
 * are dated the day before, the day of and the day after 2026-12-01, plus a draft.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatProblem } from '../../scripts/content/problems';
import { isPublished, publishedArticles } from '../../scripts/content/publishing';
import { resolveToday } from '../../src/lib/dates';
import type { NewsArticle, NewsSummary } from '../../src/content/schemas/news';

const FIXTURE = fileURLToPath(new URL('../fixtures/news-publishing', import.meta.url));

/** 2026-11-30 23:59:59 and 2026-12-01 00:00:00 in Manila (UTC+8). */
const BEFORE_MIDNIGHT = Date.parse('2026-11-30T15:59:59Z');
const AT_MIDNIGHT = Date.parse('2026-11-30T16:00:00Z');

describe('isPublished and publishedArticles', () => {
  const articles = [
    { slug: 'future', date: '2026-12-02' },
    { slug: 'today', date: '2026-12-01' },
    { slug: 'past', date: '2026-11-30' },
    { slug: 'draft', date: '2026-11-15', draft: true },
    { slug: 'not-a-draft', date: '2026-11-14', draft: false },
  ];

  it('publishes on the article date in Manila, from Manila midnight on', () => {
    expect(resolveToday(undefined, BEFORE_MIDNIGHT)).toBe('2026-11-30');
    expect(resolveToday(undefined, AT_MIDNIGHT)).toBe('2026-12-01');
    const slugsAt = (instant: number) =>
      publishedArticles(articles, resolveToday(undefined, instant)).map((article) => article.slug);
    expect(slugsAt(BEFORE_MIDNIGHT)).toEqual(['past', 'not-a-draft']);
    expect(slugsAt(AT_MIDNIGHT)).toEqual(['today', 'past', 'not-a-draft']);
  });

  it('never publishes a draft, whatever its date, and drops the flag from what it publishes', () => {
    expect(isPublished({ date: '2020-01-01', draft: true }, '2030-01-01')).toBe(false);
    expect(isPublished({ date: '2020-01-01', draft: false }, '2030-01-01')).toBe(true);
    expect(publishedArticles(articles, '2030-01-01').every((article) => !('draft' in article))).toBe(true);
  });
});

describe('the news collection with scheduled and draft articles', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'agia-publishing-'));
    await cp(FIXTURE, root, { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function build(instant: number) {
    const { problems, modules } = await buildContent(root, resolveToday(undefined, instant));
    const exportOf = <T>(name: string) => modules.find((m) => m.name === name)?.exports[0]?.value as T;
    return {
      problems: problems
        .filter((problem) => problem.file.startsWith('content/news/'))
        .map((problem) => formatProblem({ ...problem, line: undefined })),
      articles: exportOf<NewsArticle[]>('news')?.map((article) => article.slug),
      summaries: exportOf<NewsSummary[]>('news-summaries')?.map((summary) => summary.slug),
    };
  }

  it('leaves out the article dated tomorrow and the draft until Manila midnight', async () => {
    const before = await build(BEFORE_MIDNIGHT);
    expect(before.problems).toEqual([]);
    expect(before.articles).toEqual(['past-article']);
    expect(before.summaries).toEqual(['past-article']);
  });

  it('publishes the article of the day at Manila midnight, still not the draft nor the next day', async () => {
    const after = await build(AT_MIDNIGHT);
    expect(after.articles).toEqual(['today-article', 'past-article']);
    expect(after.summaries).toEqual(['today-article', 'past-article']);
  });

  it('checks drafts and scheduled articles like any other: their mistakes stop the build', async () => {
    const draft = path.join(root, 'content/news/draft-article.md');
    const text = await readFile(draft, 'utf8');
    await writeFile(draft, text.replace('date: 2026-11-15', 'date: 2026-11-31'));
    const future = path.join(root, 'content/news/future-article.md');
    const futureText = await readFile(future, 'utf8');
    await writeFile(
      future,
      futureText.replace('draft: maybe', '').replace('---\n\n', 'draft: maybe\n---\n\n'),
    );
    const { problems } = await build(AT_MIDNIGHT);
    expect(problems).toEqual([
      'content/news/draft-article.md date: must be a real calendar date written YYYY-MM-DD (got 2026-11-31)',
      'content/news/future-article.md draft: must be true or false',
    ]);
  });

  it('refuses a published article whose slug a draft already uses', async () => {
    const draft = path.join(root, 'content/news/draft-article.md');
    const text = await readFile(draft, 'utf8');
    await writeFile(draft, text.replace('draft: true', 'draft: true\nslug: past-article'));
    const { problems } = await build(AT_MIDNIGHT);
    expect(problems).toHaveLength(1);
    expect(problems.join('\n')).toMatch(/slug "past-article" is already used/);
  });
});
