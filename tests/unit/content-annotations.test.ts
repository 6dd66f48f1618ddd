/** The GitHub Actions form of content problems: workflow commands and the job-summary table. */
import { describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty, summaryTable } from '../../scripts/content/annotations';
import { formatProblem, formatReport, type Problem } from '../../scripts/content/problems';

const DATE: Problem = {
  file: 'content/news/board-meeting.md',
  line: 4,
  path: ['date'],
  message: 'must be a real calendar date written YYYY-MM-DD (got 2099-02-30)',
};

describe('workflow commands', () => {
  it('one ::error per problem, with file, line and field as title', () => {
    expect(annotation(DATE)).toBe(
      '::error file=content/news/board-meeting.md,line=4,title=date::must be a real calendar date written YYYY-MM-DD (got 2099-02-30)',
    );
  });

  it('a nested field path is the title; a problem without line or field still names the file', () => {
    expect(
      annotation({
        file: 'content/trainings/2026.yaml',
        line: 14,
        path: ['trainings', 3, 'endDate'],
        message: 'must be on or after date (2026-03-12)',
      }),
    ).toBe(
      '::error file=content/trainings/2026.yaml,line=14,title=trainings[3].endDate::must be on or after date (2026-03-12)',
    );
    expect(
      annotation({ file: 'content/site.yaml', path: [], message: 'is missing (this file is required)' }),
    ).toBe('::error file=content/site.yaml,title=Content check::is missing (this file is required)');
  });

  it('escapes %, CR and LF in the message, and also : and , in properties', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
    expect(
      annotation({
        file: 'content/news/a,b:c.md',
        line: 2,
        path: ['title'],
        message: '50% off,\nreally: yes',
      }),
    ).toBe('::error file=content/news/a%2Cb%3Ac.md,line=2,title=title::50%25 off,\\nreally: yes');
  });

  it('shows line breaks and "::" from content as text, in annotations and in the plain report', () => {
    const problem = {
      file: 'content/trainings/x.yaml',
      line: 3,
      entry: 'training "Audit\n::warning file=README.md::pwned"',
      path: ['title'],
      message: 'quotes "a\r\n::add-mask::x"',
    };
    expect(annotation(problem)).toBe(
      '::error file=content/trainings/x.yaml,line=3,title=title::quotes "a\\r\\n: :add-mask: :x"',
    );
    const line = formatProblem(problem);
    expect(line).toBe(
      'content/trainings/x.yaml:3 training "Audit\\n: :warning file=README.md: :pwned" title: quotes "a\\r\\n: :add-mask: :x"',
    );
    expect(line.split('\n')).toHaveLength(1);
    expect(
      formatReport([problem])
        .split('\n')
        .some((text) => text.startsWith('::')),
    ).toBe(false);
  });
});

describe('job summary', () => {
  it('a heading and one row per problem, sorted by file and line, with table syntax escaped', () => {
    const table = summaryTable([
      {
        file: 'content/trainings/2026.yaml',
        line: 7,
        path: ['trainings', 0, 'type'],
        message: 'must be one of: A | B (got "<b>x</b>")',
      },
      DATE,
    ]);
    expect(table.split('\n')).toEqual([
      '### Content check: 2 problems',
      '',
      '| File | Line | Field | Problem |',
      '| --- | --- | --- | --- |',
      '| content/news/board-meeting.md | 4 | date | must be a real calendar date written YYYY-MM-DD (got 2099-02-30) |',
      '| content/trainings/2026.yaml | 7 | trainings[0].type | must be one of: A \\| B (got "&lt;b&gt;x&lt;/b&gt;") |',
      '',
      'docs/content-reference.md explains every field and message.',
      '',
    ]);
  });
});
