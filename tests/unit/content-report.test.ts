/** The content health report: its checks on small inputs, and its two formats. */
import { describe, expect, it } from 'vitest';
import {
  brokenLinks,
  codeSpan,
  fromContent,
  picturesNotPhotographs,
  plainText,
  reportMarkdown,
  reportText,
  stalePages,
  type Finding,
  type LinkResult,
} from '../../scripts/report/content-health';
import { eventFindings, siteFindings, trainingFindings } from '../../scripts/report/content-findings';

const TODAY = '2026-11-22';

describe('stalePages', () => {
  it('names the pages unchanged for more than a year, not those changed since or without a date', () => {
    const findings = stalePages(
      [
        { file: 'content/pages/old.md', changed: '2025-11-21' },
        { file: 'content/pages/year.md', changed: '2025-11-22' },
        { file: 'content/pages/new.md', changed: '2026-11-01' },
        { file: 'content/pages/uncommitted.md', changed: undefined },
      ],
      TODAY,
    );
    expect(findings).toEqual([
      {
        area: 'Pages',
        file: 'content/pages/old.md',
        message:
          'unchanged since November 21, 2025: read it through and update anything out of date (a small correction is enough to show it was checked)',
      },
    ]);
  });
});

describe('picturesNotPhotographs', () => {
  it('names each drawing once per article, never a photograph', () => {
    const findings = picturesNotPhotographs([
      {
        file: 'content/news/a.md',
        images: ['/images/news/a.svg', '/images/news/a.svg', '/images/news/a.jpg'],
      },
      { file: 'content/news/b.md', images: ['/images/news/b.JPG', '/images/news/b.webp'] },
    ]);
    expect(findings.map((finding) => `${finding.file} ${plainText(finding.message)}`)).toEqual([
      'content/news/a.md shows /images/news/a.svg, a drawing, where visitors expect a photograph: replace it with a photo of the event, or remove it',
    ]);
  });
});

describe('brokenLinks', () => {
  it('fetches each address once and reports failures where each file names them', async () => {
    const asked: string[] = [];
    const answers: Record<string, LinkResult> = {
      'https://ok.example/': { status: 200 },
      'https://gone.example/': { status: 404 },
      'https://down.example/': { error: 'could not be reached (no answer in 20 s)' },
    };
    const findings = await brokenLinks(
      [
        { file: 'content/a.yaml', url: 'https://ok.example/' },
        { file: 'content/a.yaml', url: 'https://gone.example/' },
        { file: 'content/b.yaml', url: 'https://gone.example/' },
        { file: 'content/c.md', url: 'https://down.example/' },
      ],
      (url) => {
        asked.push(url);
        return Promise.resolve(answers[url]!);
      },
    );
    expect(asked.sort()).toEqual(['https://down.example/', 'https://gone.example/', 'https://ok.example/']);
    expect(findings.map((finding) => `${finding.file} ${plainText(finding.message)}`)).toEqual([
      "content/a.yaml https://gone.example/ answers 404: check the address, or ask the page's owner where it moved",
      "content/b.yaml https://gone.example/ answers 404: check the address, or ask the page's owner where it moved",
      "content/c.md https://down.example/ could not be reached (no answer in 20 s): check the address, or ask the page's owner where it moved",
    ]);
  });
});

describe('siteFindings', () => {
  it('asks for the SEC and PRC numbers until site.yaml gives them', () => {
    expect(siteFindings({})).toEqual([
      {
        area: 'Site details',
        file: 'content/site.yaml',
        message:
          'SEC/PRC numbers not set: copy them from the certificates into accreditation before launch (the site shows nothing in their place)',
      },
    ]);
    expect(siteFindings({ accreditation: { secRegistration: 'CN200512345' } })[0]?.message).toMatch(
      /^PRC number not set: copy it /,
    );
    expect(
      siteFindings({ accreditation: { prcCpdProvider: '1023', secRegistration: 'CN200512345' } }),
    ).toEqual([]);
  });
});

describe('trainingFindings', () => {
  const training = {
    id: 'soon',
    title: 'Risk-Based Internal Auditing',
    date: '2026-12-10',
    endDate: '2026-12-11',
    fee: 'tba',
    speakers: [],
  };

  it('lists what an upcoming training starting within 45 days still lacks', () => {
    const findings = trainingFindings([training], TODAY).map((finding) => ({
      ...finding,
      message: plainText(finding.message),
    }));
    expect(findings).toEqual([
      {
        area: 'Trainings',
        file: 'content/trainings/soon.yaml',
        message:
          '"Risk-Based Internal Auditing" starts on December 10, 2026; visitors cannot see the fee, the registration deadline and the speakers yet: add them as soon as they are known',
      },
    ]);
  });

  it('says nothing of a complete training, a past one or one months away', () => {
    const complete = {
      ...training,
      fee: { member: 4500, nonMember: 5500 },
      registrationDeadline: '2026-12-03',
      speakers: [{ name: 'A' }],
    };
    const past = { ...training, id: 'past', date: '2026-11-01', endDate: '2026-11-02' };
    const later = { ...training, id: 'later', date: '2027-03-01', endDate: '2027-03-02' };
    expect(trainingFindings([complete, past, later], TODAY)).toEqual([]);
  });
});

describe('eventFindings', () => {
  it('asks for the next cycle once the latest ended more than 180 days ago', () => {
    const findings = eventFindings(
      [
        { file: 'content/events/election.yaml', what: 'election', lastDays: ['2025-09-03', '2026-05-25'] },
        {
          file: 'content/events/national-convention.yaml',
          what: 'convention',
          lastDays: ['2024-10-10', '2026-10-23'],
        },
      ],
      TODAY,
    );
    expect(findings).toEqual([
      {
        area: 'Events',
        file: 'content/events/election.yaml',
        message:
          'the latest election ended on May 25, 2026: add the next one as a new cycle at the top as soon as its dates are set',
      },
    ]);
  });
});

describe('the report', () => {
  const findings: Finding[] = [
    {
      area: 'Links',
      file: 'content/a.yaml',
      message: 'https://x.example/ answers 404 | really\n::warning::not a command',
    },
    { area: 'Pages', file: 'content/pages/old.md', message: 'unchanged since 2025' },
  ];

  it('groups findings by area in Markdown, with table cells that cannot break the table or a workflow', () => {
    const markdown = reportMarkdown(findings, TODAY);
    expect(markdown).toContain('# Content health on November 22, 2026');
    expect(markdown.indexOf('## Pages (1)')).toBeLessThan(markdown.indexOf('## Links (1)'));
    expect(markdown).toContain(
      '| `content/a.yaml` | https://x.example/ answers 404 \\| really ::warning::not a command |',
    );
    expect(markdown.split('\n').some((line) => line.startsWith('::'))).toBe(false);
  });

  it('shows text from content as code in Markdown: no mention, link, image, HTML or issue reference comes of it', () => {
    const title =
      'Ping @agia-admins [win](https://evil.example) ![x](https://evil.example/p.png) <img src=x> #1 `tick`';
    const [finding] = trainingFindings(
      [{ id: 'a', title, date: '2026-12-10', endDate: '2026-12-10', fee: 'tba', speakers: [] }],
      TODAY,
    );
    const markdown = reportMarkdown([finding!], TODAY);
    expect(markdown).toContain(
      '| `content/trainings/a.yaml` | "`` Ping @agia-admins [win](https://evil.example) ![x](https://evil.example/p.png) <img src=x> #1 `tick` ``" starts on December 10, 2026; visitors cannot see the fee, the registration deadline and the speakers yet: add them as soon as they are known |',
    );
    // Outside code spans, nothing from the title is left.
    const outsideCode = markdown.replace(codeSpan(title), '').replace('`content/trainings/a.yaml`', '');
    expect(outsideCode).toContain('starts on December 10, 2026');
    for (const raw of ['@agia', '[win]', '![x]', '<img', '#1', 'https://'])
      expect(outsideCode).not.toContain(raw);
    expect(reportText([finding!], TODAY)).toContain(`  content/trainings/a.yaml: "${title}" starts on`);
  });

  it('escapes its own words and shows a broken address as code', async () => {
    const [finding] = await brokenLinks([{ file: 'content/@x.yaml', url: 'https://a.example/#1' }], () =>
      Promise.resolve({ status: 404 }),
    );
    expect(reportMarkdown([finding!], TODAY)).toContain(
      "| `content/@x.yaml` | `https://a.example/#1` answers 404: check the address, or ask the page's owner where it moved |",
    );
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`edge`')).toBe('`` `edge` ``');
    expect(codeSpan('a|b')).toBe('`a|b`');
    expect(plainText(fromContent('\uE000x\uE001'))).toBe('x');
  });

  it('says when there is nothing to update', () => {
    expect(reportMarkdown([], TODAY)).toContain('Nothing to update');
    expect(reportText([], TODAY)).toBe('Content health on 2026-11-22: nothing to update.');
  });

  it('prints one line per finding in the terminal', () => {
    expect(reportText(findings, TODAY).split('\n')).toEqual([
      'Content health on 2026-11-22: 2 to update.',
      'Pages:',
      '  content/pages/old.md: unchanged since 2025',
      'Links:',
      '  content/a.yaml: https://x.example/ answers 404 \\| really ::warning::not a command',
    ]);
  });
});
