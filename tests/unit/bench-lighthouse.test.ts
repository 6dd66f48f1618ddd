/** The Lighthouse benchmark's pure parts: the HTML-only page, medians, ratios, the paint's explanation. */
import { describe, expect, it } from 'vitest';
import { builtFileOf, withoutScriptFiles } from '../../scripts/bench/html-only';
import {
  explainPaint,
  formatExplanation,
  median,
  medianSample,
  ratio,
  sampleOf,
  type LighthouseResultLike,
} from '../../scripts/bench/lighthouse-summary';

describe('the HTML-only page', () => {
  it('loses its module scripts and module preloads, wherever they are, and keeps the rest', () => {
    const html =
      '<head><script>inline()</script><link rel="stylesheet" href="/a.css">' +
      '<script type="module" async="" crossorigin="" src="/assets/app.js"></script>' +
      '<link rel="modulepreload" crossorigin="" href="/assets/framework.js">' +
      '<template id="page-scripts"><link fetchpriority="low" rel="modulepreload" href="/assets/x.js"></template>' +
      '</head><body><p>Text</p></body>';
    expect(withoutScriptFiles(html)).toBe(
      '<head><script>inline()</script><link rel="stylesheet" href="/a.css"><template id="page-scripts"></template>' +
        '</head><body><p>Text</p></body>',
    );
  });

  it('is made from the built file of a page path', () => {
    expect(builtFileOf('/d', '/')).toBe('/d/index.html');
    expect(builtFileOf('/d', '/news/a-b')).toBe('/d/news/a-b.html');
  });
});

const lhr = (lcp: number, fcp: number, performance = 1): LighthouseResultLike => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'first-contentful-paint': { numericValue: fcp },
    'total-blocking-time': { numericValue: 12.4 },
    'cumulative-layout-shift': { numericValue: 0.00349 },
  },
});

describe('figures', () => {
  it('reads one run: scores out of 100, metrics rounded, CLS to three places', () => {
    expect(sampleOf(lhr(1234.6, 900.2, 0.97))).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 0,
      fcpMs: 900,
      lcpMs: 1235,
      tbtMs: 12,
      cls: 0.003,
    });
  });

  it('takes each figure’s median on its own, and the ratio to the reference', () => {
    const runs = [lhr(1500, 900, 0.9), lhr(1300, 1100, 1), lhr(1400, 1000, 0.95)].map(sampleOf);
    const row = medianSample(runs);
    expect([row.lcpMs, row.fcpMs, row.performance]).toEqual([1400, 1000, 95]);
    expect(median([])).toBeNaN();
    expect(median([3, 1])).toBe(3);
    expect(ratio(1400, 1000)).toBe(1.4);
    expect(ratio(1400, 0)).toBeNaN();
    expect(ratio(1400, NaN)).toBeNaN();
  });
});

describe('what sits between the first byte and the largest paint', () => {
  const result: LighthouseResultLike = {
    categories: {},
    audits: {
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { snippet: '<p class="lead">' } }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 600.4 },
                { phase: 'Load Delay', timing: 0 },
                { phase: 'Render Delay', timing: 749.6 },
              ],
            },
          ],
        },
      },
      metrics: { details: { type: 'debugdata', items: [{ observedLargestContentfulPaint: 90 }] } },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            {
              url: 'https://h/assets/late.js',
              priority: 'High',
              networkRequestTime: 120,
              transferSize: 5000,
            },
            {
              url: 'https://h/',
              priority: 'VeryHigh',
              networkRequestTime: 1,
              networkEndTime: 8,
              transferSize: 6144,
            },
            {
              url: 'https://h/assets/app.css',
              priority: 'VeryHigh',
              networkRequestTime: 20,
              networkEndTime: 30,
              transferSize: 8908,
            },
          ],
        },
      },
    },
  };

  it('names the element, its phases and the requests finished before the observed paint, in order', () => {
    const explanation = explainPaint(result);
    expect(explanation.element).toBe('<p class="lead">');
    expect(explanation.phases).toEqual({ TTFB: 600, 'Load Delay': 0, 'Render Delay': 750 });
    expect(explanation.observedLcpMs).toBe(90);
    expect(explanation.requestsBeforePaint.map((request) => request.url)).toEqual([
      'https://h/',
      'https://h/assets/app.css',
    ]);
    const text = formatExplanation('/x', explanation);
    expect(text).toContain('2 requests, 14.7 KB transferred');
    expect(text).toContain('VeryHigh   8.7 KB  /assets/app.css');
  });

  it('says so when Lighthouse reported no element', () => {
    const text = formatExplanation('/x', explainPaint({ categories: {}, audits: {} }));
    expect(text).toContain('LCP element (none reported)');
  });
});
