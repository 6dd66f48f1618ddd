import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  await writeFile(
    path.join(root, 'public/images/news/photo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  await copyFile(
    'tests/fixtures/site/public/images/news/seminar-cebu-1.jpg',
    path.join(root, 'public/images/news/photo.jpg'),
  );
});
afterEach(() => rm(root, { recursive: true, force: true }));

const article = (fields: Record<string, string>, body = 'Body text.') =>
  [
    '---',
    ...Object.entries({
      title: 'A title',
      date: '2026-03-02',
      excerpt: 'An excerpt.',
      listImage: '/images/news/photo.jpg',
      headerImage: '/images/news/photo.jpg',
      imageAlt: 'A photo',
      ...fields,
    }).map(([key, value]) => `${key}: ${value}`),
    '---',
    '',
    body,
    '',
  ].join('\n');

async function build(files: Record<string, string>, { lines = false } = {}) {
  for (const [name, text] of Object.entries(files))
    await writeFile(path.join(root, 'content/news', name), text);
  const { problems, modules } = await buildContent(root, '2026-11-22');
  const exportOf = <T>(module: string) => modules.find((m) => m.name === module)?.exports[0]?.value as T;
  return {
    // Line numbers are checked by the YAML source tests; here only file, field and message.
    problems: problems
      .filter((p) => p.file.startsWith('content/news/'))
      .map((p) => formatProblem(lines ? p : { ...p, line: undefined })),
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
      'b.md': article({ slug: 'same', listImage: '/images/news/missing.jpg' }),
      'c.md': article({ date: '2026-02-30' }, '![](/images/news/photo.jpg)'),
    });
    expect(problems.sort()).toEqual([
      'content/news/b.md listImage: refers to /images/news/missing.jpg, but there is no file public/images/news/missing.jpg (add the file or correct the path)',
      expect.stringMatching(
        /^content\/news\/b\.md slug: slug "same" is already used at content\/news\/a\.md:\d+ \(each slug must be unique\)$/,
      ),
      'content/news/c.md body.image: /images/news/photo.jpg must describe the image (alt text cannot be empty): write ![what the photo shows](/images/news/photo.jpg)',
      'content/news/c.md date: must be a real calendar date written YYYY-MM-DD (got 2026-02-30)',
    ]);
  });

  it('publishes an article without a photo: listImage, headerImage and imageAlt are optional', async () => {
    const noPhoto = [
      '---',
      'title: Board Meeting Highlights',
      'date: 2026-05-22',
      'location: Quezon City',
      'excerpt: The Board met to plan the year.',
      '---',
      '',
      'Body text.',
      '',
    ].join('\n');
    const { problems, summaries } = await build({ 'no-photo.md': noPhoto, 'with-photo.md': article({}) });
    expect(problems).toEqual([]);
    const bySlug = new Map(summaries.map((summary) => [summary.slug, summary]));
    expect(bySlug.get('no-photo')).not.toHaveProperty('listImage');
    expect(bySlug.get('with-photo')?.listImage).toBe('/images/news/photo.jpg');
  });

  it('refuses a drawing as the article picture, and a photo without its description', async () => {
    const { problems } = await build({
      'drawing.md': article({ listImage: '/images/news/photo.svg', headerImage: '/images/news/photo.svg' }),
      'no-alt.md': article({}).replace('imageAlt: A photo\n', ''),
      'old-flag.md': article({ isPlaceholder: 'true' }),
    });
    const drawing = (field: string) =>
      `content/news/drawing.md ${field}: must be a photograph (a .jpg, .png, .webp or .avif file), not /images/news/photo.svg: ` +
      'without a photo, leave listImage, headerImage and imageAlt out and the site shows a text card';
    expect(problems).toEqual([
      drawing('listImage'),
      drawing('headerImage'),
      'content/news/no-alt.md imageAlt: is needed with listImage or headerImage: describe what the photo shows, for visitors who cannot see it',
      expect.stringMatching(/^content\/news\/old-flag\.md isPlaceholder: /),
    ]);
  });

  it('refuses a drawing in a gallery with the file, its line and what to do; a drawing on its own line is fine', async () => {
    const body = [
      'The seminar opened on Monday.',
      '',
      '![Participants at the opening](/images/news/photo.jpg "The opening.")',
      '![A chart of the results](/images/news/photo.svg)',
      '',
      'A chart of the survey results:',
      '',
      '![A bar chart of the survey results](/images/news/photo.svg)',
    ].join('\n');
    const { problems } = await build({ 'gallery.md': article({}, body) }, { lines: true });
    expect(problems).toEqual([
      'content/news/gallery.md:13 body.gallery: /images/news/photo.svg is a drawing (SVG), but a gallery shows photographs: ' +
        'use a JPEG, PNG or WebP photo, or move the drawing out of the gallery (a line of its own with a blank line before and after it)',
    ]);
  });
});
