import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { prerenderedRoutes, waitForHydration } from './support/site';

const routes = [...prerenderedRoutes(), '/this-page-does-not-exist'];

// Both projects (desktop 1280 px, mobile 375 px) run every route.
test.describe('axe finds no WCAG 2.2 A/AA violation', () => {
  for (const route of routes) {
    test(`on ${route}`, async ({ page }) => {
      await page.goto(route);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
