/** The bytes bench's own rules: which chunk is the framework, which budget a page gets, what is over. */
import { describe, expect, it } from 'vitest';
import { BUDGET, isFrameworkFile, isInteractivePage, overBudget } from '../../scripts/bench/bytes';

describe('bytes bench', () => {
  it('counts only the framework chunk as the floor', () => {
    expect(isFrameworkFile('/assets/framework-AbC_12-x.js')).toBe(true);
    expect(isFrameworkFile('/assets/app-framework.js')).toBe(false);
    expect(isFrameworkFile('/assets/gallery-dialog-x1.js')).toBe(false);
  });

  it('gives pages with a dialog trigger, and the search page, the larger budget', () => {
    expect(isInteractivePage('/news/a', '<a href="/x.jpg" aria-haspopup="dialog">')).toBe(true);
    expect(isInteractivePage('/search', '<main></main>')).toBe(true);
    expect(isInteractivePage('/about', '<main><p>Text</p></main>')).toBe(false);
  });

  it('reports JavaScript and CSS over their budgets, and nothing within them', () => {
    const within = { js: BUDGET.contentJs, css: BUDGET.css, interactive: false };
    expect(overBudget(within)).toEqual([]);
    expect(overBudget({ ...within, js: BUDGET.contentJs + 1 })).toEqual([
      expect.stringMatching(/^JS 105\.0 KB > 105\.0 KB$/),
    ]);
    expect(overBudget({ ...within, js: BUDGET.contentJs + 1, interactive: true })).toEqual([]);
    expect(
      overBudget({ js: BUDGET.interactiveJs + 2048, css: BUDGET.css + 2048, interactive: true }),
    ).toEqual(['JS 122.0 KB > 120.0 KB', 'CSS 12.0 KB > 10.0 KB']);
  });
});
