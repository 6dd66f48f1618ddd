/**
 * Fields that name a page of this site hold paths, never //host (which a browser opens as another
 * website: the home page once rendered href="//3627734734/x"), and the link check reports a link
 * written that way wherever it is: in those fields, in any YAML value, in a Markdown body.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { isPageLink, linkProblem, siteAddresses } from '../../scripts/content/internal-links';
import { sitePath } from '../../src/content/schemas/fields';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
const ANOTHER_SITE =
  'which a browser opens as another website (an address starting with // or a backslash): write a page of this site with one /, like /training, or another site in full, like https://example.org/page';

const messageOf = (value: string) => sitePath().safeParse(value).error?.issues[0]?.message;

describe('page-of-this-site fields', () => {
  it.each(['/', '/training', '/membership/how-to-join', '/training/', '/membership#renew-and-pay'])(
    'accept %s',
    (value) => {
      expect(messageOf(value)).toBeUndefined();
    },
  );

  it.each([
    [
      '//3627734734/x',
      'must be a page of this site written with single slashes, like /training (got "//3627734734/x"; an address starting with // opens another website)',
    ],
    [
      '/\\evil.example',
      'must be a page of this site written with single slashes, like /training (got "/\\evil.example"; an address starting with // opens another website)',
    ],
    [
      '/about//bylaws',
      'must be a page of this site written with single slashes, like /training (got "/about//bylaws"; an address starting with // opens another website)',
    ],
    ['training', 'must be a page of this site starting with /, like /training (got training)'],
    [
      '/membership#Renew and pay',
      'must be a page of this site starting with /, like /training (got /membership#Renew and pay)',
    ],
  ])('refuse %s', (value, message) => {
    expect(messageOf(value)).toBe(message);
  });
});

describe('the link check', () => {
  const site = siteAddresses({ newsSlugs: [], trainingIds: [], issuanceCategories: [] });

  it.each(['//evil.example/x', '/\\evil.example', '\\\\evil.example'])(
    'reports %s as another website',
    (href) => {
      expect(isPageLink(href)).toBe(true);
      expect(linkProblem(href, site)).toBe(`links to ${href}, ${ANOTHER_SITE}`);
    },
  );

  it('still leaves files under public/ to the file check', () => {
    expect(isPageLink('/images/a.jpg')).toBe(false);
    expect(linkProblem('/training', site)).toBeUndefined();
  });
});

describe('on the fixture site', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'agia-site-paths-'));
    cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
    cpSync(path.join(SITE, 'public'), path.join(root, 'public'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}_img`),
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, from: string, to: string) => {
    const full = path.join(root, file);
    writeFileSync(full, readFileSync(full, 'utf8').replace(from, to));
  };

  it('reports //host in the home page, the footer and an article body, each at its line', async () => {
    edit('content/home.yaml', 'path: /training\n', 'path: //3627734734/x\n');
    edit('content/site.yaml', 'path: /privacy\n', 'path: //evil.example/privacy\n');
    writeFileSync(
      path.join(root, 'content/news/2026-01-10-links.md'),
      '---\ntitle: Links\ndate: 2026-01-10\nexcerpt: Links.\n---\nSee [our page](//evil.example/x).\n',
    );
    const report = (await runContentBuild(root, { write: false, today: '2026-11-22' })) ?? '';
    const lines = report.split('\n').filter((line) => line.includes('//'));
    // A field that must name a page says so; the link check names the link wherever it is.
    expect(lines).toEqual([
      'content/home.yaml:6 action "View Training Programs" path: must be a page of this site written with single slashes, like /training (got "//3627734734/x"; an address starting with // opens another website)',
      `content/home.yaml:6 action "View Training Programs" path: links to //3627734734/x, ${ANOTHER_SITE}`,
      `content/news/2026-01-10-links.md:6 body: links to //evil.example/x, ${ANOTHER_SITE}`,
      'content/site.yaml:26 footer link "Privacy Policy" path: must be a page of this site written with single slashes, like /training (got "//evil.example/privacy"; an address starting with // opens another website)',
      `content/site.yaml:26 footer link "Privacy Policy" path: links to //evil.example/privacy, ${ANOTHER_SITE}`,
    ]);
  });
});
