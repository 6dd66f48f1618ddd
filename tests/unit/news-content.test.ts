import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatProblem } from '../../scripts/content/problems';
import type { NewsArticle, NewsSummary } from '../../src/content/schemas/news';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agia-news-'));
  await mkdir(path.join(root, 'content/news'), { recursive: true });
  await mkdir(path.join(root, 'public/images/news'), { recursive: true });
  await writeFile(path.join(root, 'public/images/news/photo.svg'), '<svg/>');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const article = (fields: Record<string, string>, body = 'Body text.') =>
  [
    '---',
    ...Object.entries({
      title: 'A title',
      date: '2026-03-02',
      excerpt: 'An excerpt.',
      listImage: '/images/news/photo.svg',
      headerImage: '/images/news/photo.svg',
      imageAlt: 'A photo',
      ...fields,
    }).map(([key, value]) => `${key}: ${value}`),
    '---',
    '',
    body,
    '',
  ].join('\n');

async function build(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files))
    await writeFile(path.join(root, 'content/news', name), text);
  const { problems, modules } = await buildContent(root, '2026-11-22');
  const exportOf = <T>(module: string) => modules.find((m) => m.name === module)?.exports[0]?.value as T;
  return {
    // Line numbers are checked by the YAML source tests; here only file, field and message.
    problems: problems
      .filter((p) => p.file.startsWith('content/news/'))
      .map((p) => formatProblem({ ...p, line: undefined })),
    articles: exportOf<NewsArticle<unknown>[]>('news'),
    summaries: exportOf<NewsSummary[]>('news-summaries'),
  };
}

describe('news collection', () => {
  it('takes the slug from the file name, sorts newest first and writes summaries without bodies', async () => {
    const { problems, articles, summaries } = await build({
      'older-news.md': article({ date: '2026-01-05' }),
      'newer.md': article({ date: '2026-04-01', slug: 'custom-address' }),
    });
    expect(problems).toEqual([]);
    expect(articles.map((a) => a.slug)).toEqual(['custom-address', 'older-news']);
    // Still a tree: the rest of this partial site has problems, so no body is written as HTML.
    expect(articles[0]!.body).toMatchObject({ type: 'root' });
    expect(summaries.map((s) => s.slug)).toEqual(['custom-address', 'older-news']);
    expect(summaries.every((s) => !('body' in s))).toBe(true);
  });

  it('refuses the slug "page", whether written or taken from the file name', async () => {
    const { problems } = await build({
      'page.md': article({}),
      'other.md': article({ slug: 'page' }),
    });
    expect(problems).toEqual([
      'content/news/other.md slug: must not be "page" (that address is used for the list pages)',
      'content/news/page.md slug: must not be "page" (that address is used for the list pages): rename the file or add a slug field',
    ]);
  });

  it('reports a repeated slug, a missing image, an image without alt text and a bad date', async () => {
    const { problems } = await build({
      'a.md': article({ slug: 'same' }),
      'b.md': article({ slug: 'same', listImage: '/images/news/missing.svg' }),
      'c.md': article({ date: '2026-02-30' }, '![](/images/news/photo.svg)'),
    });
    expect(problems.sort()).toEqual([
      'content/news/b.md listImage: refers to /images/news/missing.svg, but there is no file public/images/news/missing.svg (add the file or correct the path)',
      expect.stringMatching(
        /^content\/news\/b\.md slug: slug "same" is already used at content\/news\/a\.md:\d+ \(each slug must be unique\)$/,
      ),
      'content/news/c.md body.image: /images/news/photo.svg must describe the image (alt text cannot be empty): write ![what the photo shows](/images/news/photo.svg)',
      'content/news/c.md date: must be a real calendar date written YYYY-MM-DD (got 2026-02-30)',
    ]);
  });

  it('needs the default news image for an article marked isPlaceholder, and says which file', async () => {
    const message =
      'content/news/own-photo.md isPlaceholder: the lists show the default news image /images/news/default.svg for this article, ' +
      'but there is no file public/images/news/default.svg (put that file back, or give the article its own photo and remove isPlaceholder)';
    const files = { 'own-photo.md': article({ isPlaceholder: 'true' }), 'with-photo.md': article({}) };
    expect((await build(files)).problems).toEqual([message]);
    await writeFile(path.join(root, 'public/images/news/default.svg'), '<svg/>');
    expect((await build(files)).problems).toEqual([]);
  });
});
