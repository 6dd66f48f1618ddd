/**
 * axe (WCAG 2.2 A/AA) on one page of each kind of the fixture site at 375 px (the fixture-mobile
 * project only): the layout, the menus and the target sizes differ from 1280 px. At 1280 px axe
 * runs on every route of the real content, in tests/e2e/live/routes.spec.ts. Each page must also not
 * scroll sideways at this width.
 */
import { expect, test } from '@playwright/test';
import { measureOverflow } from './layout-helpers';
import { axeViolations } from './support/axe';
import { waitForHydration } from './support/site';

const PAGES = [
  '/',
  '/about/board-directors',
  '/membership/how-to-join',
  '/training',
  '/training/calendar',
  '/training/events/rpgiam-2026-12',
  '/news',
  '/news/regional-seminar-cebu-2026',
  '/issuances',
  '/contact',
  '/search',
  '/no-such-page',
];

test.describe('axe at this viewport', { tag: '@viewport' }, () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      // The article holds a long bare web address and a six-column table: neither may widen the page.
      const overflow = await measureOverflow(page);
      expect(overflow.culprits, `${path} scrolls sideways`).toEqual([]);
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    });
  }
});
