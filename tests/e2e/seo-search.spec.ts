/** The site search on the served site, offline: pagefind index in dist/pagefind/. */
import { expect, test, type Locator } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';

test('the index loads only once the visitor starts typing; a query finds an article and a training', async ({
  page,
}) => {
  const messages = watchConsole(page);
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/pagefind/')) indexRequests.push(request.url());
  });
  await page.goto('/search');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  const box = page.getByRole('searchbox', { name: 'Search words' });
  await box.fill('national convention');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(
    results.getByRole('link', { name: 'AGIA Holds 2025 National Convention on Resilient Public Service' }),
  ).toBeVisible();
  expect(indexRequests.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/search\?q=national\+convention$/);

  await box.fill('RPGIAM refresher');
  const training = results.getByRole('link', {
    name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
  });
  await expect(training).toBeVisible();
  const trainingItem = results.getByRole('listitem').filter({
    has: page.getByRole('link', {
      name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    }),
  });
  await expect(trainingItem.getByText('Training', { exact: true })).toBeVisible();
  // Its dates, and an excerpt whose fields do not run together ("DatesDecember 3–4").
  await expect(trainingItem.getByText(/^\w+ \d{1,2}(–\d{1,2})?, \d{4}$/)).toBeVisible();
  await expect(trainingItem).not.toContainText(/Dates[A-Z]|Time\d/);
  await expect(
    results.getByRole('link', {
      name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    }),
  ).toHaveCount(1);
  // The home page only repeats trainings and news: it is not a result for them.
  await expect(results.locator('a[href="/"]')).toHaveCount(0);
  expect(messages).toEqual([]);
});

test('upcoming runs of a course rank above its past runs', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T04:00:00Z'));
  await page.goto('/search?q=Writing%20Effective%20Internal%20Audit%20Reports');
  await waitForHydration(page);
  const runs = page
    .getByRole('region', { name: 'Search results' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: 'Writing Effective Internal Audit Reports', exact: true }),
    });
  await expect(runs).toHaveCount(3);
  await expect(runs.first()).toContainText('2027');
  // Each says whether it is still to come, by the visitor's date.
  await expect(runs.first().getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(runs.last().getByText('Completed', { exact: true })).toBeVisible();
  // The snippet does not repeat the title, which is the result's heading.
  for (const run of await runs.all()) {
    await expect(run.locator('h2 + p')).not.toContainText('Writing Effective Internal Audit Reports');
  }
});

test('a training whose registration has closed is tagged Registration closed, not Upcoming', async ({
  page,
}) => {
  // rpgiam-2026-12 takes registrations until November 28 and starts on December 3.
  await page.clock.setFixedTime(new Date('2026-11-30T04:00:00Z'));
  await page.goto('/search?q=RPGIAM%20Refresher');
  await waitForHydration(page);
  const run = page
    .getByRole('region', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ has: page.locator('a[href="/training/events/rpgiam-2026-12"]') });
  await expect(run.getByText('Registration closed', { exact: true })).toBeVisible();
  await expect(run.getByText('Upcoming', { exact: true })).toHaveCount(0);
});

test('a course and an issuance are found by their other names (aliases), which only the course page shows', async ({
  page,
}) => {
  // rpgiam-2026-01 says PGIAM only in its aliases (to the search, RPGIAM is another word).
  await page.goto('/search?q=PGIAM');
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.locator('a[href="/training/events/rpgiam-2026-01"]')).not.toHaveCount(0);
  await page.goto('/training/events/rpgiam-2026-01');
  await expect(
    page.getByText('Also known as PGIAM, Philippine Government Internal Audit Manual'),
  ).toBeVisible();
  await page.goto('/search?q=NGICS');
  await waitForHydration(page);
  await expect(results.locator('a[href^="/issuances#"]')).not.toHaveCount(0);
  await expect(results).toContainText('NGICS');
  // The register itself leaves them out: a quieter list to read down.
  await page.goto('/issuances');
  await expect(page.getByRole('main')).not.toContainText('Also known as');
});

test('the search box opened from the header pushes the page down instead of covering the breadcrumb', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  const before = (await breadcrumb.boundingBox())!.y;
  await page.getByRole('button', { name: 'Search the site' }).click();
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  const { height } = (await box.boundingBox())!;
  expect((await breadcrumb.boundingBox())!.y).toBeGreaterThanOrEqual(before + height);
  await box.fill('convention');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=convention$/);
});

/** How far the box's placeholder runs past the text area of the box, in px (0 or less: it fits). */
const placeholderOverflow = (box: Locator) =>
  box.evaluate(async (input: HTMLInputElement) => {
    await document.fonts.ready;
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });

test('the search box shows its whole placeholder on phones, in the header and on /search', async ({
  page,
}) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search the site' }).click();
    const header = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(header).toHaveAttribute('placeholder', /\w/);
    expect(await placeholderOverflow(header), `header at ${width} px`).toBeLessThanOrEqual(0);
    await page.goto('/search');
    await waitForHydration(page);
    const main = page.getByRole('main').getByRole('searchbox');
    expect(await placeholderOverflow(main), `/search at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('a page downloads the header search box only when the visitor reaches for it', async ({ page }) => {
  const searchCode: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(search-box|site-search)-[\w-]+\.js$/.test(path) || path.includes('/pagefind/'))
      searchCode.push(path);
  });
  await page.goto('/about');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(searchCode).toEqual([]);
  const button = page.getByRole('button', { name: 'Search the site' });
  await button.focus();
  await expect.poll(() => searchCode.filter((path) => path.includes('search-box')).length).toBe(1);
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  // The index and the code that queries it wait for the first word typed.
  expect(searchCode.some((path) => path.includes('pagefind') || path.includes('site-search'))).toBe(false);
  await box.pressSequentially('aud');
  await expect.poll(() => searchCode.some((path) => path.includes('/pagefind/'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test('issuances are found with their type, and a result link opens the issuance on its page', async ({
  page,
}) => {
  await page.goto('/search?q=Internal%20Auditing%20Act');
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Search results' });
  const name = 'Republic Act No. 3456: Internal Auditing Act of 1962';
  const issuance = results.getByRole('link', { name });
  await expect(issuance).toBeVisible();
  const item = results.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
  await expect(item.getByText('Issuance', { exact: true })).toBeVisible();
  await expect(item.getByText('June 16, 1962', { exact: true })).toBeVisible();
  await expect(item.locator('h2 + p')).not.toContainText('Internal Auditing Act of 1962');
  await issuance.click();
  await expect(page).toHaveURL(/\/issuances#republic-act-no-3456$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Issuances');
  await expect(page.locator('#republic-act-no-3456')).toBeInViewport();
});

test("the Issuances page's result reads as sentences, without its buttons and badges", async ({ page }) => {
  await page.goto('/search?q=Memorandum%20Circular%20No.%2089');
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Search results' });
  // Found by its number: the issuance itself and the page that lists it.
  await expect(results.getByRole('link', { name: /^Memorandum Circular No\. 89, s\. 2005/ })).toBeVisible();
  const listing = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Issuances' }) });
  const excerpt = listing.locator('h2 + p');
  await expect(excerpt).toContainText(
    'Memorandum Circular No. 89, s. 2005. Compliance with Administrative Order',
  );
  // Not the labels of the links to the official text, nor the type badge and date above each one.
  await expect(excerpt).not.toContainText(
    /Look it up|Official text|Download|gov\.ph|Circular\/Order|2005\. Memorandum/,
  );
});

test('menus, buttons and embeds stay out of the excerpts of pages and news', async ({ page }) => {
  for (const query of ['secretariat', 'membership', 'contact']) {
    await page.goto(`/search?q=${query}`);
    await waitForHydration(page);
    const excerpts = page.getByRole('region', { name: 'Search results' }).locator('li h2 + p');
    await expect(excerpts.first()).toBeVisible();
    for (const excerpt of await excerpts.all()) {
      await expect(excerpt).not.toContainText(
        /Back to news|Return home|Become a member\.|About us overview|Membership overview|Show map|Next page|What do you want to do/,
      );
    }
  }
});

test('pages and news are labelled with their type', async ({ page }) => {
  await page.goto('/search?q=national%20convention');
  await waitForHydration(page);
  const results = page.getByRole('region', { name: 'Search results' });
  const article = results.getByRole('listitem').filter({
    has: page.getByRole('link', {
      name: 'AGIA Holds 2025 National Convention on Resilient Public Service',
    }),
  });
  await expect(article.getByText('News', { exact: true })).toBeVisible();
  await expect(article.getByText(/^(Upcoming|Completed)$/)).toHaveCount(0);
});

test('the not-found page is not in the index', async ({ page }) => {
  await page.goto('/search?q=moved');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText('No results for “moved”. Try other words.');
});

test('pages not ready yet are not in the index, though their addresses answer', async ({ page }) => {
  // Each query finds the holding page's own words ("Mobile Training Offerings", "handouts").
  for (const [query, path] of [
    ['mobile', '/training/mobile'],
    ['handouts', '/membership/resources'],
  ] as const) {
    await page.goto(`/search?q=${query}`);
    await waitForHydration(page);
    await expect(page.getByRole('status')).toContainText(`for “${query}”`);
    await expect(page.getByRole('main').locator(`a[href="${path}"]`)).toHaveCount(0);
    expect((await page.goto(path))?.status()).toBe(200);
  }
});

test('a query in the address shows its results, and the box submits with the Enter key', async ({ page }) => {
  await page.goto('/search?q=convention');
  await waitForHydration(page);
  const box = page.getByRole('searchbox', { name: 'Search words' });
  await expect(box).toHaveValue('convention');
  await expect(page.getByRole('status')).toContainText('for “convention”');
  // The note for browsers without JavaScript is not shown where search works.
  await expect(page.getByText(/^Searching needs JavaScript/)).toBeHidden();
  await box.fill('refresher');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=refresher$/);
  await expect(page.getByRole('status')).toContainText('for “refresher”');
});

test('results arriving for a query in the address do not move the page; it says it is searching until then @viewport', async ({
  page,
}) => {
  // Every layout shift from the first paint on, summed as the browser's CLS metric sums them.
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The index answers only when the test lets it: the page in between is the slow phone's.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/pagefind/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/search?q=convention');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText('Searching…');
  release();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('for “convention”');
  // Two frames: the shifts of the results' first paint are reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.1);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  test('the search form is a plain form that opens /search with the query', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search words' });
    await box.fill('convention');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=convention$/);
    // The page says so and offers the plain pages that list what visitors look for most.
    await expect(
      page.getByText('Searching needs JavaScript, which is turned off in your browser.'),
    ).toBeVisible();
    const ways = page.getByRole('list', { name: 'Find it without search' });
    await expect(ways.getByRole('link')).toHaveText(['Training calendar', 'Issuances', 'News', 'Membership']);
    await expect(ways.getByRole('link', { name: 'Training calendar' })).toHaveAttribute(
      'href',
      '/training/calendar',
    );
    await expect(ways.getByRole('link', { name: 'Issuances' })).toHaveAttribute('href', '/issuances');
    const pages = page.getByRole('list', { name: 'Main pages' });
    await expect(pages.getByRole('link', { name: 'ISSUANCES' })).toHaveAttribute('href', '/issuances');
  });

  test("the 404 page's search box opens /search with the query (which searches on load, above)", async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await page.getByRole('searchbox', { name: 'Search this website' }).fill('refresher');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=refresher$/);
  });
});

test('a search for renew lists the Membership page above the renewal reminder of February', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-28T04:00:00Z'));
  await page.goto('/search?q=renew');
  await waitForHydration(page);
  const links = page.getByRole('region', { name: 'Search results' }).getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  const membership = hrefs.findIndex((href) => href?.startsWith('/membership'));
  const reminder = hrefs.indexOf('/news/membership-renewal-2026');
  expect(membership).toBeGreaterThanOrEqual(0);
  expect(reminder).toBeGreaterThan(membership);
});

test('PGIAM, RPGIAM and DBM circular lead to the copy on request, whose e-mail has its subject written', async ({
  page,
}) => {
  for (const query of ['PGIAM', 'RPGIAM', 'DBM circular']) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    await expect(
      page
        .getByRole('region', { name: 'Search results' })
        .locator('a[href="/issuances#dbm-circular-letter-no-2020-8"]')
        .first(),
      query,
    ).toBeVisible();
  }
  await page.locator('a[href="/issuances#dbm-circular-letter-no-2020-8"]').first().click();
  await expect(page).toHaveURL(/\/issuances#dbm-circular-letter-no-2020-8$/);
  const entry = page.locator('[id="dbm-circular-letter-no-2020-8"]');
  await expect(entry).toBeInViewport();
  const request = entry.getByRole('link', { name: /Request a copy/ });
  const href = (await request.getAttribute('href'))!;
  expect(href).toMatch(/^mailto:info@agia\.org\.ph\?subject=/);
  expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(
    'Copy of DBM Circular Letter No. 2020-8: Revised Philippine Government Internal Audit Manual (RPGIAM)',
  );
});
