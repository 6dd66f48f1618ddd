import { afterEach, describe, expect, it } from 'vitest';
import { compileBodies, compileBody } from '../../scripts/content/compile-bodies';

const BODIES = [
  '## Programme\n\nThe seminar covered **risk-based planning**.',
  '![Delegates at the plenary](/images/news/plenary.svg "Opening day.")',
  'See [ARTA](https://arta.gov.ph) and <script>alert(1)</script> our [news](/news).',
];

describe('compileBodies', () => {
  afterEach(() => {
    delete process.env.CONTENT_WORKERS;
  });

  it('gives, with worker threads, exactly what compiling in this thread gives, in order', async () => {
    process.env.CONTENT_WORKERS = '2';
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

  it('compiles a few bodies without starting workers', async () => {
    expect(await compileBodies(BODIES.slice(0, 1))).toEqual([compileBody(BODIES[0]!)]);
    expect(await compileBodies([])).toEqual([]);
  });
});
