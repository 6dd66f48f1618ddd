/**
 * The byte budgets, in gzip bytes: JavaScript a page loads as it opens, and CSS. The gate is on
 * the fixture site only (tests/built/budgets.test.ts), whose pages carry every component an
 * editor can use; on the live site `npm run bench:bytes` reports them and never fails, so an
 * editor's valid change never blocks publishing.
 * JavaScript: 125 KB, the cost of vite-react-ssg's client and React Router's data router. The
 * body islands' code is counted only on pages whose body has islands: it is loaded from the entry
 * chunk (src/components/content/islands-loader.ts), which vite-react-ssg does not preload.
 */
export const BUDGET = {
  js: 125 * 1024,
  css: 10 * 1024,
  /**
   * The search opened with a query (`/search?q=...`): the WebAssembly and index data Pagefind
   * fetches for it, as stored (already gzip-compressed). Apart from the JavaScript budget, which
   * the page's start-up and Pagefind's JavaScript count against together, because this data is
   * fetched only for a query the visitor asked for, by Pagefind's worker, off the page's main
   * thread: it delays the results, never the page's first paint or its controls. About half is
   * the WebAssembly (72 KB, the same for any site); the rest grows with the index. 150 KB is
   * about 0.8 s on a 1.6 Mbps phone connection.
   */
  searchData: 150 * 1024,
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page is over budget by, as readable reasons; empty when within budget. */
export function overBudget(row: { js: number; css: number }): string[] {
  const reasons: string[] = [];
  if (row.js > BUDGET.js) reasons.push(`JS ${kb(row.js)} > ${kb(BUDGET.js)}`);
  if (row.css > BUDGET.css) reasons.push(`CSS ${kb(row.css)} > ${kb(BUDGET.css)}`);
  return reasons;
}
