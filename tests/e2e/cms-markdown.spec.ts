/**
 * The web editor never rewrites what an editor wrote: its text field offers Markdown only (Decap's
 * Rich Text mode wrote the whole text again on every save, docs/decisions/049), and a sentence
 * added to any article or prose page of the fixture site, or to an article with every construct
 * the site knows (a hard-wrapped line starting with a year, lists, a gallery, a video, a PDF, a
 * footnote), is the only change to its file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publish, savedText, signIn, startFixtureCms, type FixtureCms } from './cms-helpers';

const SENTENCE = 'One sentence added in the web editor.';

/** An article with every construct a save must keep: kept in the temporary copy only. */
const EVERY_CONSTRUCT = [
  '---',
  'title: Every Construct',
  'date: 2026-11-21',
  'excerpt: An article that uses every block the site knows.',
  '---',
  '',
  'The association met its members in Davao City in the first quarter of',
  '2026. It was the first seminar of the year, with *risk-based audit planning* and',
  '**report writing**, and materials on the [Members Resources](/membership/resources) page.[^1]',
  '',
  '## Photo gallery',
  '',
  '![Participants seated at the opening session](/images/news/seminar-cebu-1.jpg "The opening session.")',
  '![Participants working in small groups](/images/news/seminar-cebu-2.jpg)',
  '',
  '![Members receiving their certificates](/images/news/seminar-cebu-4.jpg "Certificates at the close.")',
  '',
  '### What was decided',
  '',
  '- **New members.** The Board confirmed the applications the Membership Committee reviewed in',
  '  May.',
  '- Eleven courses were approved.',
  '',
  '1. Register online.',
  '2. Pay the fee.',
  '',
  '[Highlights of the seminar](https://www.youtube.com/watch?v=dQw4w9WgXcQ)',
  '',
  '[By-laws of the association](/documents/agia-by-laws.pdf)',
  '',
  '[^1]: The materials are for members only.',
  '',
].join('\n');

/** The prose pages: those with more than a line or two of text. */
async function prosePages(root: string): Promise<string[]> {
  const names = await readdir(path.join(root, 'content/pages'));
  const pages: string[] = [];
  for (const name of names.filter((file) => file.endsWith('.md')).sort()) {
    const text = await readFile(path.join(root, 'content/pages', name), 'utf8');
    const body = text.split(/^---$/m).slice(2).join('---');
    if (body.split('\n').filter((line) => line.trim()).length >= 3) pages.push(`pages/${name}`);
  }
  return pages;
}

test.describe.configure({ mode: 'serial' });

let site: FixtureCms;

test.beforeAll(async () => {
  site = await startFixtureCms();
  await writeFile(path.join(site.root, 'content/news/every-construct.md'), EVERY_CONSTRUCT);
});

test.afterAll(async () => {
  await site?.close();
});

test('the text is edited in Markdown only, and a sentence added to any article or prose page is the only change', async ({
  page,
}) => {
  const news = (await readdir(path.join(site.root, 'content/news')))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `news/${name}`);
  const entries = [...news, ...(await prosePages(site.root))];
  expect(entries).toContain('news/every-construct.md');
  expect(entries).toContain('news/risk-based-audit-training-davao.md');
  expect(entries.length).toBeGreaterThan(20);
  test.setTimeout(60_000 + entries.length * 30_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, site.cms);
  for (const entry of entries) {
    const [collection, name] = entry.split('/') as [string, string];
    const file = path.join(site.root, 'content', entry);
    const before = await readFile(file, 'utf8');
    await page.goto('about:blank');
    await page.goto(`${site.cms.url}/admin/#/collections/${collection}/entries/${name.replace(/\.md$/, '')}`);
    const text = page.locator('.cms-editor-raw [data-slate-editor="true"]');
    await expect(text, entry).toBeVisible();
    // Markdown only: no Rich Text editor and no switch to it.
    await expect(page.locator('.cms-editor-visual')).toHaveCount(0);
    await expect(page.getByText('Rich Text', { exact: true })).toHaveCount(0);
    // The last line of the text (the raw editor has one block per line), at its end.
    await text.locator(':scope > *').last().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(SENTENCE);
    await publish(page);
    const saved = await savedText(file, before);
    expect(saved, entry).toBe(`${before}\n${SENTENCE}\n`);
  }
  expect(errors).toEqual([]);
});
