/**
 * Hostile content: each input an attacker-editor (or an accident) could commit is refused with an
 * exact message naming the file, and nothing is run or written. Huge inputs are generated here at
 * run time. Each test adds one hostile file to a copy of the project's content and public/.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContent, runContentBuild } from '../../scripts/build-content';
import { REFUSED_ENGINES, parseMarkdown } from '../../scripts/content/markdown';
import { formatProblem } from '../../scripts/content/problems';
import { SourceError } from '../../scripts/content/problems';
import { STOPPED_BODY_LIMIT } from '../support/stalled-body';

const PROJECT = path.resolve(import.meta.dirname, '../..');
/** The fixture site: a stable content tree the tests copy and then break on purpose. */
const SITE = path.join(PROJECT, 'tests/fixtures/site');
const FIXTURES = path.join(PROJECT, 'tests/fixtures/hostile');
let root: string;
let marker: string;

beforeEach(() => {
  // The fixture's bodies are compiled under the per-body time limit: stopped, so that only the
  // hostile file decides the messages, however busy the machine.
  vi.useFakeTimers(STOPPED_BODY_LIMIT);
  root = mkdtempSync(path.join(tmpdir(), 'agia-hostile-'));
  cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(SITE, 'public'), path.join(root, 'public'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}_img`),
  });
  marker = path.join(root, 'front-matter-ran.txt');
  process.env.AGIA_HOSTILE_MARKER = marker;
  delete (globalThis as Record<string, unknown>).__agiaFrontMatterRan;
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
  delete process.env.AGIA_HOSTILE_MARKER;
});

function write(file: string, text: string | Buffer): void {
  writeFileSync(path.join(root, file), text);
}

const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');

/** Builds with writing on; returns the problem lines and asserts that nothing was written. */
async function refused(): Promise<string[]> {
  const report = await runContentBuild(root, { write: true, today: '2026-11-22' });
  expect(existsSync(path.join(root, '.generated'))).toBe(false);
  expect(existsSync(path.join(root, 'public/_img'))).toBe(false);
  expect(report).not.toBeNull();
  return report!.split('\n').filter((line) => /^(content|public)\//.test(line));
}

const ARTICLE = (body: string, fields: Record<string, string> = {}) => {
  const all = {
    title: 'Board Meeting Held',
    date: '2099-02-10',
    excerpt: 'The Board met to plan the year.',
    listImage: '/images/news/seminar-cebu-1.jpg',
    headerImage: '/images/news/seminar-cebu-1.jpg',
    imageAlt: 'AGIA News and Updates banner',
    ...fields,
  };
  const lines = Object.entries(all).map(([key, value]) => `${key}: ${value}`);
  return ['---', ...lines, '---', '', body, ''].join('\n');
};
const NEWS = 'content/news/2099-hostile.md';
/** The body starts on this line of ARTICLE's file (front matter: 2 fences + 6 fields, a blank line). */
const BODY_LINE = 10;

describe('front matter in another language than YAML runs no code', () => {
  it('the fixture is effective: gray-matter with its default engines runs it', () => {
    // The control: without the project's guards this file runs code during the build.
    const result = matter(`${fixture('js-front-matter.md')}\n`); // a fresh string: no cache
    expect(result.data.title).toBe('Board Meeting Held');
    expect(existsSync(marker)).toBe(true);
    expect((globalThis as Record<string, unknown>).__agiaFrontMatterRan).toBe(true);
  });

  it.each([
    ['---js', '---js'],
    ['---javascript', '---javascript'],
    ['--- js', '--- js'],
    ['---coffee', '---coffee'],
    ['---json', '---json'],
    ['\uFEFF---js', '---js'],
  ])('%j is refused at line 1 before anything is parsed', async (fence, shown) => {
    const text = fixture('js-front-matter.md').replace(/^---js/, fence);
    write(NEWS, fence.includes('\uFEFF') ? text.replace(/\n/g, '\r\n') : text);
    expect(await refused()).toEqual([
      `${NEWS}:1 front matter must be YAML: the file must start with a line containing only --- (found "${shown}")`,
    ]);
    expect(existsSync(marker)).toBe(false);
    expect((globalThis as Record<string, unknown>).__agiaFrontMatterRan).toBeUndefined();
  });

  it('gray-matter is also given engines that refuse every other language', () => {
    expect(() => matter(fixture('js-front-matter.md'), { engines: REFUSED_ENGINES })).toThrow(SourceError);
    expect(existsSync(marker)).toBe(false);
  });

  it('a YAML fence with a BOM and CRLF line ends is accepted', () => {
    const parsed = parseMarkdown(`\uFEFF${ARTICLE('Text.')}`.replace(/\n/g, '\r\n'));
    expect((parsed.data as { title: string }).title).toBe('Board Meeting Held');
  });

  it('YAML tags that construct code or objects are refused', async () => {
    write(NEWS, ARTICLE('Text.', { title: '!!js/function "function () { return 1 }"' }));
    const [problem, ...rest] = await refused();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/news\/2099-hostile\.md:2 is not valid YAML: unknown scalar tag .*js\/function.* \(remove the "!" tag before the value: only plain text, numbers, lists and fields are allowed\)$/,
    );
  });
});

describe('active files in public/ are refused with their path', () => {
  it.each([
    [
      'script.svg',
      3,
      'contains <script>, which can run code or embed a web page: remove it (an image may only draw)',
    ],
    [
      'event-handler.svg',
      2,
      'has an event handler attribute OnClick="..." on <rect>, which runs code: remove it',
    ],
    ['encoded-javascript-link.svg', 2, 'has a javascript: address in xlink:href="..." on <a>: remove it'],
  ])('%s', async (name, line, message) => {
    write(`public/images/news/${name}`, fixture(name));
    expect(await refused()).toEqual([`public/images/news/${name}:${line} ${message}`]);
  });

  it('foreign-object.svg: the embedded HTML and what it holds', async () => {
    write('public/images/news/foreign-object.svg', fixture('foreign-object.svg'));
    expect(await refused()).toEqual([
      'public/images/news/foreign-object.svg:2 contains <foreignObject>, which can run code or embed a web page: remove it (an image may only draw)',
      'public/images/news/foreign-object.svg:3 contains <iframe>, which can run code or embed a web page: remove it (an image may only draw)',
    ]);
  });

  it('a file type outside the allow-list, and a file whose content does not match its name', async () => {
    write('public/page.html', fixture('page.html'));
    write('public/images/news/photo.png', fixture('not-really.png'));
    expect(await refused()).toEqual([
      'public/images/news/photo.png is not a PNG file (its content does not match its name): save it again as PNG or give it the right extension',
      'public/page.html cannot be published: only images (svg, png, jpg, jpeg, webp, avif, gif, ico) and PDF files may be put in public/ (remove this file, or convert it to one of these types)',
    ]);
  });

  it('a PNG named .jpg: the name to rename it to', async () => {
    const png = readFileSync(path.join(SITE, 'public/apple-touch-icon.png'));
    writeFileSync(path.join(root, 'public/images/news/screenshot.jpg'), png);
    expect(await refused()).toEqual([
      'public/images/news/screenshot.jpg is really a PNG file, though its name ends in .jpg: rename public/images/news/screenshot.jpg to public/images/news/screenshot.png and write its path as /images/news/screenshot.png. On github.com: rename the file on your computer to screenshot.png, upload it again and delete this one',
    ]);
  });

  it('an image or PDF over its size limit', async () => {
    write(
      'public/images/news/huge.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(21 * 1024 * 1024)}</svg>`,
    );
    write(
      'public/documents/huge.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(await refused()).toEqual([
      'public/documents/huge.pdf is too large: 11.0 MB (a PDF may be at most 10.0 MB); compress it or split it',
      'public/images/news/huge.svg is too large: 21.0 MB (an SVG drawing may be at most 1.0 MB); export the drawing again from your drawing program as plain SVG, or save it as PNG',
    ]);
  });
});

describe('size and shape limits fail fast and name the file', () => {
  it('a Markdown file over 256 KB is refused before it is read', async () => {
    write(NEWS, ARTICLE('x'.repeat(300 * 1024)));
    expect(await refused()).toEqual([
      `${NEWS} is too large: 300 KB (a content file may be at most 256 KB); split it or shorten it`,
    ]);
  });

  it('a 200,000-character title', async () => {
    write(NEWS, ARTICLE('Text.', { title: 'A'.repeat(200_000) }));
    expect(await refused()).toEqual([
      `${NEWS}:2 title: is too long: at most 200 characters are allowed (this one has 200,000); shorten it`,
    ]);
  });

  it('a list nested 2,000 levels on one line', async () => {
    write(NEWS, ARTICLE(`Intro.\n\n${'- '.repeat(2000)}item`));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE + 2} body: is nested too deeply: about 2,000 levels of lists or quotations, at most 40 are allowed: remove the extra indentation or ">" marks`,
    ]);
  });

  it('a list nested by indentation, one line deeper each time', async () => {
    const body = Array.from({ length: 300 }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');
    write(NEWS, ARTICLE(body));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE + 40} body: is nested too deeply: about 41 levels of lists or quotations (the line is indented by 80 spaces), at most 40 are allowed: remove the extra indentation or ">" marks`,
    ]);
  });

  it('10,000 nested quotations give a message, not a RangeError', async () => {
    write(NEWS, ARTICLE(`${'>'.repeat(10_000)} quoted`));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} body: is nested too deeply: about 10,000 levels of lists or quotations, at most 40 are allowed: remove the extra indentation or ">" marks`,
    ]);
  });

  it('emphasis nested 4,000 deep', async () => {
    write(NEWS, ARTICLE(`${'*a '.repeat(4000)}b${' c*'.repeat(4000)}`));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} body: has 8,000 emphasis marks (*, _ or ~) in one paragraph (at most 200 are allowed): remove the extra marks`,
    ]);
  });

  it('YAML nested deeper than 20 levels', async () => {
    write('content/trainings/2099-test.yaml', `trainings: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`);
    expect(await refused()).toEqual([
      'content/trainings/2099-test.yaml:1 is nested too deeply: at most 20 levels of lists and groups of fields are allowed',
    ]);
  });

  it('YAML aliases (a "billion laughs" multiplies a small file)', async () => {
    write(
      'content/trainings/2099-test.yaml',
      'a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a]\n',
    );
    expect(await refused()).toEqual([
      'content/trainings/2099-test.yaml:2 uses a YAML alias (*name): write the value out in full (aliases and anchors are not supported)',
    ]);
  });
});

describe('invisible characters are refused where they are', () => {
  it('a right-to-left override in a YAML string and a zero-width space in a Markdown body', async () => {
    write(
      'content/trainings/2099-test.yaml',
      [
        'id: test-training',
        'title: Board of Dir\u202Eectors Workshop',
        'date: 2099-03-12',
        'endDate: 2099-03-13',
        'type: Virtual Training',
        'location: Via Zoom',
        'time: 8:00AM – 5:00PM',
        'registerLink: https://forms.agia.org.ph/register/test',
        'summary: Two days for new board members.',
        'fee: tba',
        'cpdUnits: none',
        '',
      ].join('\n'),
    );
    write(NEWS, ARTICLE('Visit the\u200B [office](/contact).'));
    const advice =
      'delete it (it can change how the text reads or hide text; retype the words around it if you cannot find it)';
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} contains an invisible character U+200B (ZERO WIDTH SPACE) after "Visit the": ${advice}`,
      `content/trainings/2099-test.yaml:2 contains an invisible character U+202E (RIGHT-TO-LEFT OVERRIDE) after "title: Board of Dir": ${advice}`,
    ]);
  });

  it('joiners, soft hyphens, a leading byte-order mark and flag emoji are allowed', async () => {
    write(
      NEWS,
      `\uFEFF${ARTICLE('Team 👩\u200D💼 in Wales 🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}, audit\u00ADors.')}`,
    );
    expect((await buildContent(root, '2026-11-22')).problems.map(formatProblem)).toEqual([]);
  });
});

describe('a refused image names the address the editor wrote', () => {
  it('javascript: and a missing file with a space in its name', async () => {
    write(NEWS, ARTICLE('![Photo](javascript:alert(1))\n\n![Photo](</images/news/no such.jpg>)'));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} body.image: "javascript:alert(1)" cannot be used as an image: write the path of a file under public/images/ from the site root, like /images/news/photo.jpg`,
      `${NEWS}:${BODY_LINE + 2} body.image: refers to /images/news/no such.jpg, but there is no file public/images/news/no such.jpg (add the file or correct the path)`,
    ]);
  });

  it('a photo on another site, which the page policy (img-src self) would block', async () => {
    write(NEWS, ARTICLE('![The venue](https://example.org/venue.jpg)'));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} body.image: "https://example.org/venue.jpg" is a photo on another site, which the site's pages do not show (they load only their own files): save the photo, upload it to public/images/ (for example public/images/news/photo.jpg) and write its path from the site root, like ![The venue](/images/news/photo.jpg)`,
    ]);
  });

  it('a photo written //host/..., which a browser loads from another site', async () => {
    write(NEWS, ARTICLE('![The venue](//example.org/venue.jpg)'));
    expect(await refused()).toEqual([
      `${NEWS}:${BODY_LINE} body.image: "//example.org/venue.jpg" is a photo on another site, which the site's pages do not show (they load only their own files): save the photo, upload it to public/images/ (for example public/images/news/photo.jpg) and write its path from the site root, like ![The venue](/images/news/photo.jpg)`,
    ]);
  });
});
