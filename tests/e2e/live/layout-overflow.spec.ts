/**
 * Every prerendered route of the real site at phone, tablet and desktop widths: the page never
 * scrolls sideways (with the mobile menu open too), and the menu marks exactly one top-level entry
 * as current. Rules that hold for any valid content, so they run on dist/ (the live project).
 * Each route is loaded once and resized through the widths; the widths are set here, so one
 * project runs them.
 */
import { expect, test, type Page } from '@playwright/test';
import { prerenderedRoutes, waitForHydration } from '../support/site';
import {
  currentItemProblem,
  DESKTOP_MENU_MIN_WIDTH,
  LAYOUT_WIDTHS,
  measureOverflow,
  menuItemStates,
} from '../layout-helpers';

const routes = prerenderedRoutes();
/** The not-found page is prerendered too (served for any unknown path). */
const NOT_FOUND = '/no-such-page-for-layout-check';

// Five widths and three menu openings per route: well within this on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('the route list comes from the build', () => {
  expect(routes).toContain('/');
  expect(routes.length).toBeGreaterThan(1);
});

async function overflowProblem(page: Page, what: string): Promise<string | null> {
  const o = await measureOverflow(page);
  if (o.scrollWidth <= o.clientWidth && o.scrollWidth <= o.innerWidth) return null;
  const culprits = o.culprits.join('; ') || 'no single culprit found';
  return `${what}: the page is ${o.scrollWidth} px wide in a ${o.clientWidth} px viewport; ${culprits}`;
}

for (const route of [...routes, NOT_FOUND]) {
  const name = route === NOT_FOUND ? 'the page-not-found screen' : route;
  test(`${name} fits every width, menu open or closed, and marks one menu entry current`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 });
    await page.goto(route);
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
    const problems: string[] = [];
    const note = (problem: string | null) => {
      if (problem) problems.push(problem);
    };
    const checkMenu = async (at: string) => {
      if (route === NOT_FOUND) return;
      const problem = currentItemProblem(route, await menuItemStates(page));
      note(problem && `${at} menu: ${problem}`);
    };
    // The layout follows the width through CSS alone, so one load serves every width.
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      note(await overflowProblem(page, `${width} px`));
      if (width >= DESKTOP_MENU_MIN_WIDTH) {
        await checkMenu(`${width} px`);
        continue;
      }
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      note(await overflowProblem(page, `${width} px with the menu open`));
      await checkMenu(`${width} px`);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    expect(problems).toEqual([]);
  });
}
