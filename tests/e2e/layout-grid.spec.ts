/**
 * One layout grid: on a sample of page templates the page title, its breadcrumb, the first block
 * of content and the footer start at the same x, at both viewports (layout-* specs run on both).
 */
import { expect, test, type Page } from '@playwright/test';

const TEMPLATES = [
  '/',
  '/about/vision-mission',
  '/about/board-directors',
  '/news',
  '/news/board-meeting-may-2026',
  '/training/calendar',
  '/training/events/rpgiam-2026-12',
  '/membership/code-of-ethics',
  '/contact',
];

/** Left edges (px) of the h1, the breadcrumb, the first content block after the title band and the footer. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const left = (element: Element | null | undefined) =>
      element ? Math.round(element.getBoundingClientRect().left) : null;
    const main = document.querySelector('main')!;
    const h1 = main.querySelector('h1');
    const band = [...main.children].find((child) => child.contains(h1));
    // The first block shown: the section menu beside the content is not shown below lg, and a
    // side column (an event's booking card) sits on the right from lg.
    const block = [
      ...(band?.nextElementSibling?.querySelectorAll('p, h2, ul, ol, dl, img, table') ?? []),
    ].find(
      (element) =>
        element.getClientRects().length > 0 &&
        !(window.innerWidth >= 1024 && element.closest('[data-side-column]')),
    );
    return {
      h1: left(h1),
      breadcrumb: left(main.querySelector('nav[aria-label="Breadcrumb"] ol')),
      content: left(block),
      footer: left(document.querySelector('footer')?.querySelector('a, p, h2')),
    };
  });
}

for (const route of TEMPLATES) {
  test(`${route} lines up title, breadcrumb, content and footer on one left edge`, async ({ page }) => {
    await page.goto(route);
    const edges = await leftEdges(page);
    expect(edges.h1, 'the page has an h1').not.toBeNull();
    expect(edges.content, 'a content block follows the title').not.toBeNull();
    // The home page has no breadcrumb; every edge present must be the h1's.
    const present = Object.fromEntries(Object.entries(edges).filter(([, x]) => x !== null));
    expect(present).toEqual(Object.fromEntries(Object.keys(present).map((key) => [key, edges.h1])));
  });
}
