/** The bytes bench's own rules: which chunk is the framework, which budget a page gets, what is over. */
import { describe, expect, it } from 'vitest';
import { BUDGET, isFrameworkFile, isInteractivePage, overBudget } from '../../scripts/bench/bytes';

describe('bytes bench', () => {
  it('counts only the framework chunk as the floor', () => {
    expect(isFrameworkFile('/assets/framework-AbC_12-x.js')).toBe(true);
    expect(isFrameworkFile('/assets/app-framework.js')).toBe(false);
    expect(isFrameworkFile('/assets/gallery-dialog-x1.js')).toBe(false);
  });

  it('marks pages with a dialog trigger, and the search page, in the report', () => {
    expect(isInteractivePage('/news/a', '<a href="/x.jpg" aria-haspopup="dialog">')).toBe(true);
    expect(isInteractivePage('/search', '<main></main>')).toBe(true);
    expect(isInteractivePage('/about', '<main><p>Text</p></main>')).toBe(false);
  });

  it('reports JavaScript and CSS over their budgets, and nothing within them', () => {
    const within = { js: BUDGET.js, css: BUDGET.css };
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...within, js: BUDGET.js + 1 })).toEqual([
      expect.stringMatching(/^JS 100\.0 KB > 100\.0 KB$/),
    ]);
    expect(overBudget({ js: BUDGET.js + 2048, css: BUDGET.css + 2048 })).toEqual([
      'JS 102.0 KB > 100.0 KB',
      'CSS 12.0 KB > 10.0 KB',
    ]);
  });
});
