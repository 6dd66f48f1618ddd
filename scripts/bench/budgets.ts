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
   * The search engine a query fetches (`/search?q=...`): Pagefind's JavaScript (pagefind.js and
   * its worker) and the WebAssembly and index data it reads, gzip (the data as stored, already
   * compressed). Apart from the page's own budget because none of it is needed to show the page or
   * use its controls: /search opens, with its form, on its own start-up (within `js`, like every
   * page), and the engine is fetched only for a query, its work done in Pagefind's worker, off the
   * page's main thread; it delays the results, never the first paint. About 72 KB is the
   * WebAssembly (the same for any site), 24 KB the JavaScript; the rest grows with the index.
   * 175 KB is about 0.9 s on a 1.6 Mbps phone connection.
   */
  searchEngine: 175 * 1024,
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page is over budget by, as readable reasons; empty when within budget. */
export function overBudget(row: { js: number; css: number }): string[] {
  const reasons: string[] = [];
  if (row.js > BUDGET.js) reasons.push(`JS ${kb(row.js)} > ${kb(BUDGET.js)}`);
  if (row.css > BUDGET.css) reasons.push(`CSS ${kb(row.css)} > ${kb(BUDGET.css)}`);
  return reasons;
}
