/**
 * Pure parts of the Lighthouse benchmark (scripts/bench/lighthouse.ts): one run's figures read
 * from Lighthouse's result, medians over runs, the ratio to the HTML-only page, and what
 * Lighthouse puts between the first byte and the largest paint.
 */

export interface LighthouseSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseRow extends LighthouseSample {
  page: string;
  preset: 'mobile' | 'desktop';
  /** This page's LCP divided by the HTML-only page's, same preset and run; NaN for that page. */
  lcpRatio: number;
  fcpRatio: number;
}

/** The parts of Lighthouse's result (`lhr`) the benchmark reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

const SAMPLE_KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
] as const;

/** One run's scores (0-100) and metrics (ms; CLS unitless, three decimals). */
export function sampleOf(lhr: LighthouseResultLike): LighthouseSample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
  };
}

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Each figure's median over the runs, taken figure by figure. */
export function medianSample(samples: readonly LighthouseSample[]): LighthouseSample {
  const row = {} as LighthouseSample;
  for (const key of SAMPLE_KEYS) row[key] = median(samples.map((sample) => sample[key]));
  return row;
}

/** `value / reference` with two decimals, NaN when the reference is missing or zero. */
export function ratio(value: number, reference: number): number {
  if (!Number.isFinite(reference) || reference === 0) return NaN;
  return Number((value / reference).toFixed(2));
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const times = (value: number) => (Number.isNaN(value) ? '    -' : `${value.toFixed(2)}x`);

/** One printed line of the summary table. */
export function formatRow(row: LighthouseRow): string {
  return (
    `${row.page.padEnd(40)} ${row.preset.padEnd(7)} perf ${String(row.performance).padStart(3)}  ` +
    `FCP ${ms(row.fcpMs).padStart(8)}  LCP ${ms(row.lcpMs).padStart(8)} (${times(row.lcpRatio)})  ` +
    `TBT ${ms(row.tbtMs).padStart(6)}  CLS ${row.cls.toFixed(3)}  ` +
    `a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}`
  );
}

export interface RequestBeforePaint {
  url: string;
  priority: string;
  startMs: number;
  endMs: number;
  transferBytes: number;
}

export interface PaintExplanation {
  /** The LCP element's snippet as Lighthouse reports it, e.g. `<p class="…">`. */
  element: string;
  /** Lighthouse's LCP phases (TTFB, load delay, load time, render delay), in ms of the simulation. */
  phases: Record<string, number>;
  /**
   * Requests the (unthrottled) trace finished before its observed LCP, in start order: the ones
   * Lighthouse's simulation (Lantern) keeps in its estimate of the largest paint, whatever their
   * priority (scripts that ran after the paint aside).
   */
  requestsBeforePaint: RequestBeforePaint[];
  /** When the trace observed the LCP, ms after navigation start (unthrottled). */
  observedLcpMs: number;
}

interface TableDetails {
  type?: string;
  items?: unknown[];
}

const tableItems = (details: unknown): Record<string, unknown>[] => {
  const table = details as TableDetails | undefined;
  return Array.isArray(table?.items) ? (table.items as Record<string, unknown>[]) : [];
};

/**
 * What sits between the first byte and the largest paint in one Lighthouse run: the LCP element
 * and its phases (`largest-contentful-paint-element`), and the requests finished before the paint
 * the trace observed (`network-requests`, `metrics`), with their priorities and sizes.
 */
export function explainPaint(lhr: LighthouseResultLike): PaintExplanation {
  const lcpDetails = tableItems(lhr.audits['largest-contentful-paint-element']?.details);
  let element = '';
  const phases: Record<string, number> = {};
  for (const table of lcpDetails) {
    for (const item of tableItems(table)) {
      const node = item.node as { snippet?: string } | undefined;
      if (node?.snippet) element = node.snippet;
      if (typeof item.phase === 'string' && typeof item.timing === 'number')
        phases[item.phase] = Math.round(item.timing);
    }
  }
  const metrics = tableItems(lhr.audits.metrics?.details)[0] ?? {};
  const observedLcpMs = Number(metrics.observedLargestContentfulPaint ?? NaN);
  const requestsBeforePaint = tableItems(lhr.audits['network-requests']?.details)
    .map((item) => ({
      url: typeof item.url === 'string' ? item.url : '',
      priority: typeof item.priority === 'string' ? item.priority : '',
      startMs: Math.round(Number(item.networkRequestTime ?? NaN)),
      endMs: Math.round(Number(item.networkEndTime ?? NaN)),
      transferBytes: Number(item.transferSize ?? 0),
    }))
    .filter((request) => request.endMs <= observedLcpMs)
    .sort((a, b) => a.startMs - b.startMs);
  return { element, phases, requestsBeforePaint, observedLcpMs };
}

/** The explanation as a few printed lines. */
export function formatExplanation(page: string, explanation: PaintExplanation): string {
  const phases = Object.entries(explanation.phases)
    .map(([phase, value]) => `${phase} ${ms(value)}`)
    .join(', ');
  const bytes = explanation.requestsBeforePaint.reduce((sum, request) => sum + request.transferBytes, 0);
  const lines = [
    `${page}: LCP element ${explanation.element || '(none reported)'}`,
    `  phases (simulated): ${phases || '(none reported)'}`,
    `  finished before the observed paint at ${ms(explanation.observedLcpMs)} ` +
      `(${explanation.requestsBeforePaint.length} requests, ${(bytes / 1024).toFixed(1)} KB transferred):`,
    ...explanation.requestsBeforePaint.map(
      (request) =>
        `    ${ms(request.startMs).padStart(7)} ${request.priority.padEnd(8)} ` +
        `${(request.transferBytes / 1024).toFixed(1).padStart(5)} KB  ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
    ),
  ];
  return lines.join('\n');
}
