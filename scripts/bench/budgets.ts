/**
 * The byte budgets, in gzip bytes: JavaScript a page loads as it opens, and CSS. The gate is on
 * the fixture site only (tests/built/budgets.test.ts), whose pages carry every component an
 * editor can use; on the live site `npm run bench:bytes` reports them and never fails, so an
 * editor's valid change never blocks publishing.
 * The JavaScript budget is 126 KB, 1 KB over the 125 KB aimed at: vite-react-ssg's stock build
 * adds a modulepreload for every dynamic import a page's modules can reach, so a page with a
 * Markdown body also downloads the body islands' code (about 3 KB gzip) when it has none.
 */
export const BUDGET = { js: 126 * 1024, css: 10 * 1024 } as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page is over budget by, as readable reasons; empty when within budget. */
export function overBudget(row: { js: number; css: number }): string[] {
  const reasons: string[] = [];
  if (row.js > BUDGET.js) reasons.push(`JS ${kb(row.js)} > ${kb(BUDGET.js)}`);
  if (row.css > BUDGET.css) reasons.push(`CSS ${kb(row.css)} > ${kb(BUDGET.css)}`);
  return reasons;
}
