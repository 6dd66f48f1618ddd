/**
 * The alert issue of a failed publishing run (scripts/quality/failure-issue.ts): it names the
 * files the failed checks named, and nothing a content file holds becomes a mention, link, image
 * or issue reference on GitHub.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  failureIssueBody,
  markdownCode,
  MAX_LISTED,
  namedProblems,
  parseAnnotations,
  type Annotation,
} from '../../scripts/quality/failure-issue';

const problem = (file: string, message: string, line = 2): Annotation => ({
  path: file,
  start_line: line,
  title: 'title',
  message,
  annotation_level: 'failure',
});

describe('markdownCode', () => {
  it('writes text as one code span, whatever backticks it holds', () => {
    expect(markdownCode('content/news/a.md')).toBe('`content/news/a.md`');
    expect(markdownCode('a `b` c')).toBe('``a `b` c``');
    expect(markdownCode('```x```')).toBe('```` ```x``` ````');
    expect(markdownCode('`')).toBe('`` ` ``');
  });

  it('keeps a value on its line and short', () => {
    expect(markdownCode('one\n\n# Two\r\n- three')).toBe('`one # Two - three`');
    expect(markdownCode('x'.repeat(500))).toBe(`\`${'x'.repeat(197)}...\``);
    expect(markdownCode('  ')).toBe('(empty)');
  });
});

describe('namedProblems', () => {
  it('lists each failure with its file and line, as code', () => {
    expect(
      namedProblems([
        problem('content/news/a.md', 'must be text (got nothing)'),
        problem('content/news/a.md', 'must be text (got nothing)'),
        { path: '.github', message: 'Process completed with exit code 1.', annotation_level: 'failure' },
        { ...problem('content/site.yaml', 'a layout note'), annotation_level: 'warning' },
        { path: 'public/Group Photo 1.JPG', message: 'rename it', annotation_level: 'failure' },
      ]),
    ).toEqual([
      '- `content/news/a.md` line 2: `title: must be text (got nothing)`',
      '- `public/Group Photo 1.JPG`: `rename it`',
    ]);
  });

  it(`lists at most ${MAX_LISTED} and says how many more`, () => {
    const many = Array.from({ length: MAX_LISTED + 5 }, (_, i) => problem(`content/news/a-${i}.md`, 'x'));
    const items = namedProblems(many);
    expect(items).toHaveLength(MAX_LISTED + 1);
    expect(items.at(-1)).toBe('- and 5 more (see the run)');
  });
});

describe('failureIssueBody', () => {
  const input = {
    what: 'The nightly rebuild',
    when: '2026-11-22 00:10',
    commit: 'abcdef1234567',
    runUrl: 'https://github.com/agia/site/actions/runs/1',
  };

  it('says what failed and names the file, with what to do', () => {
    const body = failureIssueBody({ ...input, annotations: [problem('content/news/a.md', 'must be text')] });
    expect(body).toContain('The nightly rebuild failed on 2026-11-22 00:10 Manila time (commit abcdef1).');
    expect(body).toContain('The live site was not updated');
    expect(body).toContain('- `content/news/a.md` line 2: `title: must be text`');
    expect(body).toContain('correct each file named above in a pull request');
  });

  it('sends no mention, link, image or issue reference from a content file', () => {
    const hostile = problem(
      'content/news/@octocat [x](https://evil.example) #1.md',
      'title "@agia/maintainers ![i](https://evil.example/t.png) <img src=x> #12 https://evil.example `x`"',
    );
    const body = failureIssueBody({ ...input, annotations: [hostile] });
    const listed = body.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual([
      '- `content/news/@octocat [x](https://evil.example) #1.md` line 2: ``title: title "@agia/maintainers ![i](https://evil.example/t.png) <img src=x> #12 https://evil.example `x`"``',
    ]);
    // Outside the code spans, nothing of it is left.
    const outside = listed[0]!.replace(/(`+)(?: )?[\s\S]*?(?: )?\1/g, '');
    expect(outside).toBe('-  line 2: ');
  });

  it('points to the run when no file was named', () => {
    const body = failureIssueBody({ ...input, annotations: [] });
    expect(body).toContain(
      'open https://github.com/agia/site/actions/runs/1 and look at the job with a red cross',
    );
  });
});

describe('the script', () => {
  it('reads annotations a line each and writes the body (lines that are not JSON are skipped)', () => {
    expect(parseAnnotations('{"path":"a"}\nnot json\n[1]\n\n')).toEqual([{ path: 'a' }]);
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../../scripts/quality/failure-issue.ts')],
      {
        input: `${JSON.stringify(problem('content/trainings/x.yaml', 'is required', 7))}\n`,
        env: {
          ...process.env,
          WHAT: 'The nightly rebuild',
          WHEN: 'today',
          COMMIT: '1234567890',
          RUN_URL: 'u',
        },
        encoding: 'utf8',
      },
    );
    expect(output).toContain('- `content/trainings/x.yaml` line 7: `title: is required`');
    expect(output.startsWith('The nightly rebuild failed on today Manila time (commit 1234567).')).toBe(true);
  });
});
