/**
 * Accessibility checks with axe-core against WCAG 2.2 A and AA, the one way every browser test runs
 * axe. axe runs in the page itself ("legacy mode"): the default mode opens a second page for each
 * check to merge the results of frames, which doubles the time of a check, and the site has no
 * frame of its own (embeds and the map are click-to-load, and other origins are never reached in
 * tests). Only violations are collected: passes and incomplete results are not used.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScope {
  /** Only this part of the page (a CSS selector), e.g. 'header' for an open menu. */
  include?: string;
  /** Everything but this part of the page. */
  exclude?: string;
}

/** Violations as short readable lines ("rule: target"), so a failure shows what to fix. */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
