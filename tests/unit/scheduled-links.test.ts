/**
 * Links to articles: one written today passes today and on every later day; one to a scheduled
 * article waits for it in a body and is reported with its date in a YAML field; one to a draft is
 * reported. The tree is a copy of the fixture site with articles and a link written here; "today"
 * is the real Manila date, so these tests are as old as the run, never older.
 */
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatProblem } from '../../scripts/content/problems';
import { addDays, formatDate, manilaDate } from '../../src/lib/dates';

const FIXTURE = fileURLToPath(new URL('../fixtures/site', import.meta.url));
const today = manilaDate();

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agia-scheduled-links-'));
  await cp(FIXTURE, root, { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Writes an article dated `date` at content/news/{slug}.md, a copy of one of the fixture's. */
async function writeArticle(slug: string, date: string, extra = '') {
  const text = await readFile(path.join(root, 'content/news/internal-audit-week-2025.md'), 'utf8');
  const dated = text
    .replace(/^(slug|draft): .*\n/gm, '')
    .replace(/^date: .*$/m, `date: ${date}${extra}`)
    .replace(/^title: .*$/m, `title: Article ${slug}`);
  await writeFile(path.join(root, `content/news/${slug}.md`), dated);
}

/** The privacy page, linking to an article at the end of its text. */
async function writePageLinkingTo(href: string) {
  await appendFile(
    path.join(root, 'content/pages/privacy.md'),
    `\nRead the [call for nominations](${href}) before you apply.\n`,
  );
}

async function build(day: string) {
  const { problems, modules } = await buildContent(root, day);
  const pages = modules.find((module) => module.name === 'pages')?.exports[0]?.value as
    Record<string, { body: string }> | undefined;
  return {
    problems: problems.map((problem) => formatProblem({ ...problem, line: undefined })),
    body: pages?.privacy?.body,
  };
}

describe('a link to an article', () => {
  it('written today passes today and on every later day', async () => {
    await writeArticle('call-for-nominations', today);
    await writePageLinkingTo('/news/call-for-nominations');
    for (const day of [today, addDays(today, 1), addDays(today, 400)]) {
      const { problems, body } = await build(day);
      expect(problems).toEqual([]);
      expect(body).toContain('<a href="/news/call-for-nominations">call for nominations</a>');
    }
  });

  it('in the text of a page waits for a scheduled article: text until its day, the link from then on', async () => {
    const day = addDays(today, 3);
    await writeArticle('call-for-nominations', day);
    await writePageLinkingTo('/news/call-for-nominations#who-may-run');

    const before = await build(addDays(day, -1));
    expect(before.problems).toEqual([]);
    expect(before.body).toContain('Read the call for nominations before you apply.');
    expect(before.body).not.toContain('call-for-nominations');

    const on = await build(day);
    expect(on.problems).toEqual([]);
    expect(on.body).toContain('<a href="/news/call-for-nominations#who-may-run">call for nominations</a>');
  });

  it("in a YAML field to a scheduled article is reported with the article's day", async () => {
    const day = addDays(today, 3);
    await writeArticle('call-for-nominations', day);
    const home = path.join(root, 'content/home.yaml');
    const text = await readFile(home, 'utf8');
    await writeFile(home, text.replace('path: /membership/how-to-join', 'path: /news/call-for-nominations'));
    const { problems } = await build(today);
    expect(problems).toEqual([
      `content/home.yaml action "Become a member" path: links to /news/call-for-nominations, an article scheduled for ${formatDate(day)}: it is not on the site until then. Add this link on or after that day, or write it in the text of a page or article, where a link to a scheduled article appears by itself on the article's day`,
    ]);
  });

  it('to a draft is reported, in a body too', async () => {
    await writeArticle('draft-article', today, '\ndraft: true');
    await writePageLinkingTo('/news/draft-article');
    const { problems } = await build(today);
    expect(problems).toEqual([
      'content/pages/privacy.md body: links to /news/draft-article, but that article is a draft (draft: true in content/news/draft-article.md), so it is not on the site: remove the link, or publish the article by removing draft: true',
    ]);
  });

  it('to an article that does not exist is still reported', async () => {
    await writePageLinkingTo('/news/no-such-article');
    const { problems } = await build(today);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/pages\/privacy\.md body: links to \/news\/no-such-article, but the site has no page/,
    );
  });
});
