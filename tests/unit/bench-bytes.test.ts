/** The bytes bench's own rules: which budget a page gets, what is over. */
import { describe, expect, it } from 'vitest';
import { BUDGET, isInteractivePage, overBudget } from '../../scripts/bench/bytes';

describe('bytes bench', () => {
  it('marks pages with a dialog trigger, and the search page, in the report', () => {
    expect(isInteractivePage('/news/a', '<a href="/x.jpg" aria-haspopup="dialog">')).toBe(true);
    expect(isInteractivePage('/search', '<main></main>')).toBe(true);
    expect(isInteractivePage('/about', '<main><p>Text</p></main>')).toBe(false);
  });

  it('reports JavaScript and CSS over their budgets, and nothing within them', () => {
    const within = { js: BUDGET.js, css: BUDGET.css };
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...within, js: BUDGET.js + 1 })).toEqual([
      expect.stringMatching(/^JS 125\.0 KB > 125\.0 KB$/),
    ]);
    expect(overBudget({ js: BUDGET.js + 2048, css: BUDGET.css + 2048 })).toEqual([
      'JS 127.0 KB > 125.0 KB',
      'CSS 12.0 KB > 10.0 KB',
    ]);
  });
});
