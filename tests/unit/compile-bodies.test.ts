import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compileBodies,
  compileBody,
  NOT_CHECKED_MESSAGE,
  TOO_SLOW_MESSAGE,
} from '../../scripts/content/compile-bodies';
import { MARKDOWN_TIME_LIMIT_MS } from '../../scripts/content/limits';
import { LIMIT_TIMERS, stalled } from '../support/stalled-body';

const BODIES = [
  '## Programme\n\nThe seminar covered **risk-based planning**.',
  '![Delegates at the plenary](/images/news/plenary.svg "Opening day.")',
  'See [ARTA](https://arta.gov.ph) and <script>alert(1)</script> our [news](/news).',
];

describe('compileBodies', () => {
  // The limits' clock is fake: it moves only when a test moves it, so a real body is never ended
  // by a busy machine, and a stalled one is ended at once (tests/support/stalled-body.ts).
  beforeEach(() => vi.useFakeTimers(LIMIT_TIMERS));
  afterEach(() => vi.useRealTimers());

  it('gives, from its worker thread, exactly what compiling in this thread gives, in order', async () => {
    const compiled = await compileBodies(BODIES);
    expect(compiled).toEqual(BODIES.map(compileBody));
    expect(compiled[1]!.images).toEqual([
      {
        src: '/images/news/plenary.svg',
        written: '/images/news/plenary.svg',
        alt: 'Delegates at the plenary',
        line: 1,
        inGallery: false,
      },
    ]);
    expect(JSON.stringify(compiled[2]!.tree)).not.toContain('script');
    expect(JSON.stringify(compiled)).not.toContain('"position"');
  });

  it('compiles one body, or none', async () => {
    expect(await compileBodies(BODIES.slice(0, 1))).toEqual([compileBody(BODIES[0]!)]);
    expect(await compileBodies([])).toEqual([]);
  });

  it('ends a worker that runs over the time limit, reports that body and compiles the others', async () => {
    const worker = new URL('../fixtures/workers/stalling-compile-worker.ts', import.meta.url);
    const stall = 'STALL over the limit';
    const stopped = stalled(stall);
    const compiling = compileBodies([BODIES[0]!, stall, BODIES[2]!], { worker });
    await stopped;
    vi.advanceTimersByTime(MARKDOWN_TIME_LIMIT_MS);
    const compiled = await compiling;
    expect(compiled[1]!.problems).toEqual([{ message: TOO_SLOW_MESSAGE }]);
    expect(TOO_SLOW_MESSAGE).toBe(
      'takes too long to read (over 10 seconds): split it or simplify its lists, quotations and headings',
    );
    expect([compiled[0], compiled[2]]).toEqual([compileBody(BODIES[0]!), compileBody(BODIES[2]!)]);
  });

  it('stops at the end of the whole check: the body compiling then and those after it are not checked', async () => {
    const worker = new URL('../fixtures/workers/stalling-compile-worker.ts', import.meta.url);
    const stall = 'STALL at the end of the check';
    const stopped = stalled(stall);
    // The stalling body would run for the per-body minute; the check's end comes first and ends it.
    const compiling = compileBodies([stall, BODIES[0]!, BODIES[2]!], {
      worker,
      timeLimitMs: 60_000,
      deadline: Date.now() + 1000,
    });
    await stopped;
    vi.advanceTimersByTime(1000);
    const compiled = await compiling;
    expect(compiled.map((body) => body.problems)).toEqual([
      [{ line: 1, message: NOT_CHECKED_MESSAGE }],
      [{ line: 1, message: NOT_CHECKED_MESSAGE }],
      [{ line: 1, message: NOT_CHECKED_MESSAGE }],
    ]);
    expect(NOT_CHECKED_MESSAGE).toBe(
      'was not checked: the content check stops after 5 minutes for all the Markdown files together and had not finished this one. Fix the files reported as taking too long to read (when there are none, split the longest articles), then run the check again: this file is checked then, and needs no change unless it is reported again',
    );
  });

  it('starts nothing once the end has passed, and a far end changes nothing', async () => {
    const past = await compileBodies(BODIES, { deadline: Date.now() - 1 });
    expect(past.map((body) => body.problems)).toEqual(
      BODIES.map(() => [{ line: 1, message: NOT_CHECKED_MESSAGE }]),
    );
    expect(await compileBodies(BODIES, { deadline: Date.now() + 3_600_000 })).toEqual(
      BODIES.map(compileBody),
    );
  });
});

describe('text indented as code by mistake', () => {
  it('names the line that starts with a tab or four spaces, and keeps code written between ``` lines', () => {
    const problems = (body: string) =>
      compileBody(body).problems.map(({ line, message }) => ({ line, message }));
    expect(problems('Intro.\n\n\tTabbed line pasted from an e-mail.\n')).toEqual([
      {
        line: 3,
        message:
          'this line starts with a tab, so the page shows it and the lines after it as code, in a grey box without formatting: remove the tab at the start of the line',
      },
    ]);
    expect(problems('Intro.\n\n    Four spaces.\n')[0]?.message).toContain('starts with four or more spaces');
    expect(problems('Intro.\n\n```\ncode meant as code\n```\n')).toEqual([]);
    expect(problems('- a list item\n\n  its second paragraph\n')).toEqual([]);
  });
});
