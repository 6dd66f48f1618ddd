/**
 * The site built from content/ (dist/), checked only by rules that hold for any valid content, so
 * an editor's valid change never turns them red. Each route is loaded once, and that one visit
 * checks everything a visitor's browser would notice: status, h1 and title, hydration, console
 * errors and failed requests, Content-Security-Policy violations, requests to other origins,
 * cookies, links that open a new tab, axe (WCAG 2.2 A/AA), and the layout at phone, tablet and
 * desktop widths (no sideways scrolling, with the mobile menu open too; exactly one current menu
 * entry). The no-JavaScript pass runs once. Behaviour (menus, calendar, carousel, ...) is tested
 * on the fixture site (the other specs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { load } from 'js-yaml';
import { axeViolations } from '../support/axe';
import { classConflictReport } from '../../support/class-conflicts';
import { SITE_PAGES } from '../../../src/site-pages';
import { prerenderedRoutes, waitForHydration, watchConsole } from '../support/site';
import {
  currentItemProblem,
  DESKTOP_MENU_MIN_WIDTH,
  LAYOUT_WIDTHS,
  measureOverflow,
  menuItemStates,
} from '../layout-helpers';

const routes = prerenderedRoutes('dist');

/** The fixed pages of the page table (src/site-pages.ts), whatever the content. */
const REQUIRED_ROUTES = SITE_PAGES.map((page) => page.path).filter((path) => !/[:*]/.test(path));

/**
 * Watches a page from before its first request: CSP violations (reported by the page itself; an
 * init script is not subject to the policy), requests to another origin.
 */
async function watchFirstLoad(page: Page, origin: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  });
  const cspViolations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  return { foreign, cspViolations };
}

/** Links that open a new tab without rel="noopener noreferrer". */
const unsafeNewTabLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[target="_blank"]')]
      .filter((link) => !/(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/.test(link.getAttribute('rel') ?? ''))
      .map((link) => link.outerHTML),
  );

test('every route of the route table is prerendered', () => {
  expect(routes).toEqual(expect.arrayContaining(REQUIRED_ROUTES));
});

/** The class lists of every element on the page as it is now (after hydration, menus as they are). */
const classListsOnPage = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class')!),
  );

/** Why the page scrolls sideways at this width, or null when it fits. */
async function overflowProblem(page: Page, what: string): Promise<string | null> {
  const o = await measureOverflow(page);
  if (o.scrollWidth <= o.clientWidth && o.scrollWidth <= o.innerWidth) return null;
  const culprits = o.culprits.join('; ') || 'no single culprit found';
  return `${what}: the page is ${o.scrollWidth} px wide in a ${o.clientWidth} px viewport; ${culprits}`;
}

/**
 * The layout at every width, widest first, on the page already loaded: the layout follows the
 * width through CSS alone, so one load serves every width. Below the desktop breakpoint the mobile
 * menu is opened too, and its class lists are added to `classLists`. Returns the problems found
 * (empty when none).
 */
async function layoutProblems(page: Page, route: string | null, classLists: string[]): Promise<string[]> {
  const problems: string[] = [];
  const note = (problem: string | null) => {
    if (problem) problems.push(problem);
  };
  // The desktop dropdowns are opened once, at the first desktop width, and their classes read
  // while each is open (their links render only then).
  const dropdownPaths = new Map<string, string[]>();
  const readDropdownClasses = async (panel: Locator) => {
    classLists.push(
      ...(await panel.evaluate((root) =>
        [...root.querySelectorAll('[class]')].map((element) => element.getAttribute('class')!),
      )),
    );
  };
  const checkMenu = async (at: string) => {
    const items = await menuItemStates(page, dropdownPaths, readDropdownClasses);
    if (route === null) return; // the not-found page belongs to no menu entry
    const problem = currentItemProblem(route, items);
    note(problem && `${at} menu: ${problem}`);
  };
  // The disclosure's summary, named for what a press does: "Menu" while closed, "Close" while open.
  const toggle = page.locator('header details > summary');
  const isOpen = () =>
    page.locator('header details').evaluate((details) => (details as HTMLDetailsElement).open);
  let menuClassesRead = false;
  for (const width of [...LAYOUT_WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 800 });
    note(await overflowProblem(page, `${width} px`));
    if (width >= DESKTOP_MENU_MIN_WIDTH) {
      await checkMenu(`${width} px`);
      continue;
    }
    await toggle.click();
    await expect.poll(isOpen).toBe(true);
    await expect(toggle).toHaveAccessibleName('Close');
    note(await overflowProblem(page, `${width} px with the menu open`));
    // The open menu's classes do not depend on the width: read once, at the widest phone layout.
    if (!menuClassesRead) classLists.push(...(await classListsOnPage(page)));
    menuClassesRead = true;
    await checkMenu(`${width} px`);
    await toggle.click();
    await expect.poll(isOpen).toBe(false);
  }
  return problems;
}

/** The not-found page, served for any unknown address. */
const NOT_FOUND = '/this-page-does-not-exist';

test.describe('every prerendered route, and the not-found page', () => {
  // One visit does the work of the separate visits it replaces (render, console, CSP, axe, layout
  // at five widths); this is a limit for a busy shared machine, not a measure of speed.
  test.describe.configure({ timeout: 90_000 });
  for (const route of [...routes, NOT_FOUND]) {
    const notFound = route === NOT_FOUND;
    test(notFound ? 'an unknown address (404)' : route, async ({ page, baseURL }) => {
      const messages = watchConsole(page);
      const { foreign, cspViolations } = await watchFirstLoad(page, new URL(baseURL!).origin);
      const response = await page.goto(route);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await expect(page).toHaveTitle(/\S.* - AGIA$/);
      await expect(page.getByRole('main')).toBeVisible();
      // Lazy images and embeds below the fold load too, so their requests are watched as well.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      expect(await unsafeNewTabLinks(page)).toEqual([]);
      // Hydrated, and with the mobile menu open: no element has two classes for one property.
      const classLists = await classListsOnPage(page);
      expect(await layoutProblems(page, notFound ? null : route, classLists)).toEqual([]);
      expect(classConflictReport(classLists)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      expect(foreign).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
      // The not-found document itself answers 404 by design; nothing else may fail.
      const unexpected = notFound
        ? messages.filter((m) => !m.includes('404 (Not Found)') && !m.endsWith(NOT_FOUND))
        : messages;
      expect(unexpected).toEqual([]);
    });
  }
});

test('with JavaScript disabled every route shows its h1, title and content from the prerendered HTML', async ({
  browser,
}) => {
  // A wait for a slow machine, not a measure of speed: a few seconds a route on a busy machine.
  test.setTimeout(30_000 + routes.length * 5_000);
  // One browser context for every route: this pass checks the HTML as served, so it needs no
  // fresh page per route (and runs once, not once per viewport).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of routes) {
    const response = await page.goto(route);
    expect.soft(response?.status(), route).toBe(200);
    expect.soft(await page.locator('h1').count(), route).toBe(1);
    expect.soft((await page.locator('h1').first().textContent())?.trim(), route).toBeTruthy();
    expect.soft(await page.title(), route).toMatch(/\S.* - AGIA$/);
    expect.soft((await page.locator('main').textContent())?.trim(), route).toBeTruthy();
  }
  await context.close();
});

/** True when the page's Markdown file is marked not ready (`comingSoon`), so nothing links to it. */
function notReady(path: string): boolean {
  const file = `content/pages/${path.split('/').at(-1)}.md`;
  if (!existsSync(file)) return false;
  const frontMatter = readFileSync(file, 'utf8').split(/^---\s*$/m)[1] ?? '';
  return /^comingSoon:/m.test(frontMatter);
}

test('every menu section page links to each of its sub-pages that is ready, with JavaScript off', async ({
  browser,
}) => {
  // The menu's sub-page links exist only in an open menu, with JavaScript; the section page is the way in
  // without it (/about and /membership draw their cards from navigation.yaml itself). Pages not ready yet are
  // never linked (docs/decisions/015).
  const navigation = load(readFileSync('content/navigation.yaml', 'utf8')) as {
    items: Array<{ path: string; submenu?: Array<{ path: string }> }>;
  };
  const sections = navigation.items.filter((item) => item.submenu?.length);
  expect(sections.length).toBeGreaterThan(0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const section of sections) {
    await page.goto(section.path);
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const { path } of section.submenu ?? []) {
      if (notReady(path)) expect.soft(hrefs, `${section.path} -> ${path} (not ready)`).not.toContain(path);
      else expect.soft(hrefs, `${section.path} -> ${path}`).toContain(path);
    }
  }
  await context.close();
});
