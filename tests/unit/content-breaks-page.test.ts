/**
 * What the content check catches although the file is valid YAML and Markdown, because the page
 * would break or mislead: addresses with spaces, a second top-level heading, skipped heading
 * levels, two articles with the same title on the same day, and the messages for a date written
 * 2026-12-5, a photo path with spaces, curly quotes around a value with ": " and a link to a
 * training that was deleted. Each test breaks one thing in a copy of the fixture site.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-breaks-page-'));
  cpSync(SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);

/** The problem lines of the check (no notes, no pointers). */
async function check(): Promise<string[]> {
  const report = await runContentBuild(root, { write: false, today: '2026-11-22' });
  return (report ?? '').split('\n').filter((line) => /^(content|public)\//.test(line));
}

const NEWS = 'content/news/audit-forum-2026.md';
const article = (body: string, fields = '') =>
  [
    '---',
    'title: Internal Audit Forum 2026',
    'date: 2026-11-20',
    'excerpt: Internal auditors met in Quezon City to share their audit plans.',
    ...(fields ? [fields] : []),
    '---',
    '',
    body,
  ].join('\n');
/** The line of the body's first line in `article(body)`. */
const BODY = 7;

describe('addresses with spaces', () => {
  it('a photo path with spaces in the text of an article, with the rename and the line to write', async () => {
    write(NEWS, article('Intro.\n\n![The forum](/images/news/Group Photo 1.JPG)\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY + 2} body: the photo ![The forum](/images/news/Group Photo 1.JPG) has a space in its address, so the page shows this text instead of the photo: rename the file public/images/news/Group Photo 1.JPG to public/images/news/group-photo-1.jpg and write ![The forum](/images/news/group-photo-1.jpg)`,
    ]);
  });

  it('a photo path with spaces and a caption: the caption stays a caption and the extension is kept', async () => {
    write(NEWS, article('![Group photo](/images/news/Group Photo 1.JPG "The group.")\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: the photo ![Group photo](/images/news/Group Photo 1.JPG "The group.") has a space in its address, so the page shows this text instead of the photo: rename the file public/images/news/Group Photo 1.JPG to public/images/news/group-photo-1.jpg and write ![Group photo](/images/news/group-photo-1.jpg "The group.")`,
    ]);
  });

  it('a link with a space in the text, and one in a field: remove the space first, %20 only if it is really in the address', async () => {
    write(NEWS, article('Register [on the form](https://forms.gle/abc def) today.\n'));
    const training = 'content/trainings/fraud-2027-04.yaml';
    const yaml = (await import('node:fs')).readFileSync(path.join(root, training), 'utf8');
    write(
      training,
      yaml.replace(/^registerLink: .*$/m, 'registerLink: https://forms.agia.org.ph/register/fraud 2027'),
    );
    const lines = await check();
    expect(lines).toContain(
      `${NEWS}:${BODY} body: the link [on the form](https://forms.gle/abc def) has a space in its address, so the page shows this text instead of the link: remove the space: write [on the form](https://forms.gle/abcdef); only if the space really is in the address (check it in the browser's address bar), write each space as %20: [on the form](https://forms.gle/abc%20def)`,
    );
    expect(lines.find((line) => line.startsWith(training))).toMatch(
      /registerLink: has a space in its address \(https:\/\/forms\.agia\.org\.ph\/register\/fraud 2027\), which breaks the link: remove the space: write https:\/\/forms\.agia\.org\.ph\/register\/fraud2027; only if the space really is in the address \(check it in the browser's address bar\), write each space as %20: https:\/\/forms\.agia\.org\.ph\/register\/fraud%202027$/,
    );
  });

  it('a link to a page of the site with a space names the page meant, not %20', async () => {
    write(
      NEWS,
      article(
        'See the [calendar](/training/calen dar).\n\nRead [the board meeting](/news/board meeting-may-2026 "Minutes").\n\nAnd [this](/no such page).\n',
      ),
    );
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: the link [calendar](/training/calen dar) has a space in its address, so the page shows this text instead of the link: did you mean /training/calendar? Write [calendar](/training/calendar)`,
      `${NEWS}:${BODY + 2} body: the link [the board meeting](/news/board meeting-may-2026 "Minutes") has a space in its address, so the page shows this text instead of the link: did you mean /news/board-meeting-may-2026? Write [the board meeting](/news/board-meeting-may-2026 "Minutes")`,
      `${NEWS}:${BODY + 4} body: the link [this](/no such page) has a space in its address, so the page shows this text instead of the link: remove the space (the site's addresses have none), or copy the address again from the browser's address bar`,
    ]);
  });

  it('a listImage with spaces: the rename to do and the path to write, with its own extension', async () => {
    write(
      NEWS,
      article('Text.', 'listImage: /images/news/Group Photo 1.JPG\nimageAlt: Members seated at the forum'),
    );
    expect(await check()).toEqual([
      `${NEWS}:5 listImage: must be a file path without spaces, brackets or other signs (got /images/news/Group Photo 1.JPG): rename the file public/images/news/Group Photo 1.JPG to public/images/news/group-photo-1.jpg and write /images/news/group-photo-1.jpg`,
    ]);
  });

  it('an address with a space inside code is shown as written and not reported', async () => {
    write(
      NEWS,
      article('Write `![alt](/images/a b.jpg)` to fail.\n\n```\n[x](https://a.example/b c)\n```\n'),
    );
    expect(await check()).toEqual([]);
  });
});

describe('file names', () => {
  it('a file name that cannot be an address: the name to rename it to', async () => {
    write('content/news/Audit Forum_2027.md', article('Text.'));
    expect(await check()).toEqual([
      'content/news/Audit Forum_2027.md:1 slug: the file name "Audit Forum_2027" cannot be used as a web address: rename the file Audit Forum_2027.md to audit-forum-2027.md (lower-case letters, digits and hyphens), or add a slug field',
    ]);
  });
});

describe('links without text', () => {
  it('a link with nothing between [ and ]: the line and the words to write', async () => {
    write(NEWS, article('Read the [](/membership) page.\n\nA [linked photo](/news) is fine.\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: the link [](/membership) has no text, so there is nothing to click and a screen reader says only "link": write the words to click between [ and ], like [the name of the page](/membership)`,
    ]);
  });
});

describe('headings', () => {
  it('a second top-level heading and a skipped level, each with the line to write', async () => {
    write(NEWS, article('# Highlights\n\nText.\n\n## Who came\n\n#### From the regions\n\nText.\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: "# Highlights" is a second top-level heading (the title at the top of the page is the only one): write ## Highlights`,
      `${NEWS}:${BODY + 6} body: "#### From the regions" skips heading levels (the heading before it is level 2): write ### From the regions`,
    ]);
  });

  it('a body that starts at ### skips level 2', async () => {
    write(NEWS, article('### Details\n\nText.\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: "### Details" skips heading levels (the heading before it is level 1): write ## Details`,
    ]);
  });
});

describe('news articles', () => {
  it('a missing imageAlt points at the listImage line it belongs to, not at the title', async () => {
    write(NEWS, article('Text.', 'listImage: /images/news/seminar-cebu-1.jpg'));
    expect(await check()).toEqual([
      `${NEWS}:5 imageAlt: is needed with listImage or headerImage: describe what the photo shows, for visitors who cannot see it`,
    ]);
  });

  it('a missing imageAlt with only a headerImage points at the headerImage line', async () => {
    write(NEWS, article('Text.', 'location: Quezon City\nheaderImage: /images/news/seminar-cebu-1.jpg'));
    expect(await check()).toEqual([
      `${NEWS}:6 imageAlt: is needed with listImage or headerImage: describe what the photo shows, for visitors who cannot see it`,
    ]);
  });

  it('two articles with the same title on the same day: the newer copy is blamed', async () => {
    write(NEWS, article('Text.'));
    write('content/news/audit-forum-2026-1.md', article('Text again.'));
    expect(await check()).toEqual([
      'content/news/audit-forum-2026-1.md:2 title: "Internal Audit Forum 2026" dated 2026-11-20 is already the title of content/news/audit-forum-2026.md, on the same day: if this file is a copy of that article, delete it; otherwise give one of them another title',
    ]);
  });

  it('the same title on another day is another article', async () => {
    write(NEWS, article('Text.'));
    write('content/news/audit-forum-2026-b.md', article('Text.').replace('2026-11-20', '2026-11-21'));
    expect(await check()).toEqual([]);
  });

  it('date: 2026-12-5 says write 2026-12-05', async () => {
    write(NEWS, article('Text.').replace('date: 2026-11-20', 'date: 2026-12-5'));
    expect(await check()).toEqual([
      `${NEWS}:3 date: must be written YYYY-MM-DD, with two digits for the month and the day: write 2026-12-05 (got 2026-12-5)`,
    ]);
  });
});

describe('YAML typed in Word or on a phone', () => {
  it('a title in curly quotes that holds ": " gets the line to write in straight quotes', async () => {
    write(
      NEWS,
      article('Text.').replace('title: Internal Audit Forum 2026', 'title: “Seminar: Risk-Based Audit”'),
    );
    expect(await check()).toEqual([
      `${NEWS}:2 is not valid YAML: the value of title is in curly quotes (“...”), which YAML does not read as quotes, so its ": " starts a new field: write title: "Seminar: Risk-Based Audit" (straight quotes)`,
    ]);
  });

  it('front matter that cannot be read still has its body checked: every problem in one run', async () => {
    const body = [
      '# Second title',
      '',
      '#### Too deep',
      '',
      '![Forum](/images/news/missing.jpg)',
      '',
      '[form](https://forms.gle/abc def)',
    ];
    write(
      NEWS,
      article(body.join('\n')).replace(
        'title: Internal Audit Forum 2026',
        'title: “Seminar: Risk-Based Audit”',
      ),
    );
    const lines = await check();
    expect(lines[0]).toMatch(
      new RegExp(`^${NEWS}:2 is not valid YAML: the value of title is in curly quotes`),
    );
    expect(lines.slice(1).map((line) => line.slice(0, line.indexOf(' ', NEWS.length + 2)))).toEqual([
      `${NEWS}:${BODY}`,
      `${NEWS}:${BODY + 2}`,
      `${NEWS}:${BODY + 4}`,
      `${NEWS}:${BODY + 6}`,
    ]);
    expect(lines.join('\n')).toContain('"# Second title" is a second top-level heading');
    expect(lines.join('\n')).toContain('"#### Too deep" skips heading levels');
    expect(lines.join('\n')).toContain('there is no file public/images/news/missing.jpg');
    expect(lines.join('\n')).toContain(
      'the link [form](https://forms.gle/abc def) has a space in its address',
    );
  });

  it('without quotes it gets the line to write in quotes', async () => {
    write(
      NEWS,
      article('Text.').replace('title: Internal Audit Forum 2026', 'title: Seminar: Risk-Based Audit'),
    );
    expect(await check()).toEqual([
      `${NEWS}:2 is not valid YAML: the value of title holds ": ", which starts a new field unless the value is in quotes: write title: "Seminar: Risk-Based Audit"`,
    ]);
  });
});

describe('dates and paths written as people write them', () => {
  it('draft: yes says write draft: true', async () => {
    write(NEWS, article('Text.', 'draft: yes'));
    expect(await check()).toEqual([`${NEWS}:5 draft: must be true or false: write draft: true`]);
  });

  it('a registration link without https:// is offered the https:// version', async () => {
    const training = 'content/trainings/fraud-2027-04.yaml';
    const yaml = readFileSync(path.join(root, training), 'utf8');
    write(training, yaml.replace(/^registerLink: .*$/m, 'registerLink: forms.agia.org.ph/register/fraud'));
    const lines = await check();
    expect(lines.find((line) => line.startsWith(training))).toMatch(
      /registerLink: must be a full https:\/\/ link \(got forms\.agia\.org\.ph\/register\/fraud\): write https:\/\/forms\.agia\.org\.ph\/register\/fraud$/,
    );
  });

  it('a date in words says the date to write', async () => {
    write(NEWS, article('Text.').replace('date: 2026-11-20', 'date: November 25, 2026'));
    expect(await check()).toEqual([
      `${NEWS}:3 date: must be written YYYY-MM-DD (year, month, day): write 2026-11-25 (got November 25, 2026)`,
    ]);
  });

  it('a photo path copied from github.com, with public/ in front, says the path to write', async () => {
    write(
      NEWS,
      article(
        'Text.',
        'listImage: public/images/news/seminar-cebu-1.jpg\nimageAlt: Participants at the forum',
      ),
    );
    expect(await check()).toEqual([
      `${NEWS}:5 listImage: must be written from the site's root, without public/: write /images/news/seminar-cebu-1.jpg (got public/images/news/seminar-cebu-1.jpg)`,
    ]);
  });
});

describe('a list entry pasted at another indentation', () => {
  const append = (file: string, text: string) => {
    const full = path.join(root, file);
    writeFileSync(full, `${readFileSync(full, 'utf8')}${text}`);
  };
  const lineCount = (file: string) => readFileSync(path.join(root, file), 'utf8').split('\n').length;
  const lastLineStarting = (file: string, start: string) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .findLastIndex((text) => text.startsWith(start)) + 1;

  it('a person pasted without the two spaces before "-" is told the spaces to put', async () => {
    const people = 'content/people/board-of-directors.yaml';
    const line = lineCount(people);
    const lastEntry = lastLineStarting(people, '  - name: ');
    append(people, '- name: Juan Dela Cruz\n  position: Board Member\n');
    expect(await check()).toEqual([
      `${people}:${line} is not valid YAML: this entry starts with 0 spaces before "-", the entries above it (line ${lastEntry}) with 2: put 2 spaces before "-" on this line and 4 before each of the entry's other lines (write "  - name: Juan Dela Cruz")`,
    ]);
  });

  it('a person pasted with too many spaces before "-" (the previous line\'s kept) is named on its own line', async () => {
    const people = 'content/people/board-of-directors.yaml';
    const line = lineCount(people);
    const lastEntry = lastLineStarting(people, '  - name: ');
    // github.com keeps the 4 spaces of the line above and adds the template's 2.
    append(people, '      - name: Juan Dela Cruz\n    position: Board Member\n');
    expect(await check()).toEqual([
      `${people}:${line} is not valid YAML: this entry starts with 6 spaces before "-", the entries above it (line ${lastEntry}) with 2: put 2 spaces before "-" on this line and 4 before each of the entry's other lines (write "  - name: Juan Dela Cruz")`,
    ]);
  });

  it('an issuance pasted with four spaces instead of six is told the six', async () => {
    const file = 'content/issuances.yaml';
    const line = lineCount(file);
    append(file, '    - number: Republic Act No. 12010\n      date: 2024-07-21\n');
    const [problem, ...others] = await check();
    expect(others).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^${file}:${line} is not valid YAML: this entry starts with 4 spaces before "-", the entries above it \\(line \\d+\\) with 6: put 6 spaces before "-" on this line and 8 before each of the entry's other lines \\(write "      - number: Republic Act No. 12010"\\)$`,
      ),
    );
  });
});

describe('a link to an article that has a mistake of its own', () => {
  it('is not reported: only the mistake is, on the article, and the file that links is left alone', async () => {
    write(NEWS, article('Text.').replace('date: 2026-11-20', 'date: 2026-11-5'));
    write(
      'content/news/forum-photos.md',
      article('The [forum](/news/audit-forum-2026) in photos.').replace(
        'title: Internal Audit Forum 2026',
        'title: Photos of the Forum',
      ),
    );
    expect(await check()).toEqual([
      `${NEWS}:3 date: must be written YYYY-MM-DD, with two digits for the month and the day: write 2026-11-05 (got 2026-11-5)`,
    ]);
  });
});

describe('a link to a training that was deleted', () => {
  it('is not answered with "did you mean" another run of the course', async () => {
    rmSync(path.join(root, 'content/trainings/fraud-2027-04.yaml'));
    write(NEWS, article('See [the course](/training/events/fraud-2027-04).\n'));
    const lines = await check();
    expect(lines).toContain(
      `${NEWS}:${BODY} body: links to /training/events/fraud-2027-04, but no training has the id fraud-2027-04 (there is no content/trainings/fraud-2027-04.yaml: was it deleted or renamed?): remove the link, or link to /training/calendar or to the training that replaces it`,
    );
    expect(lines.join('\n')).not.toContain('did you mean /training/events/fraud-2026-05');
  });

  it('still suggests the id when it is mistyped', async () => {
    write(NEWS, article('See [the course](/training/events/fruad-2027-04).\n'));
    expect(await check()).toEqual([
      `${NEWS}:${BODY} body: links to /training/events/fruad-2027-04, but the site has no page /training/events/fruad-2027-04: did you mean /training/events/fraud-2027-04?`,
    ]);
  });
});
