import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './support/site';
import { buildToday, pinClock } from './trainings-helpers';

async function open(page: Page, path: string, date = buildToday) {
  const messages = watchConsole(page);
  await pinClock(page, date);
  await page.goto(path);
  await waitForHydration(page);
  return messages;
}

/** Content lines of an iCalendar text, unfolded, as [name with parameters, value]. */
function icsLines(text: string): Array<[string, string]> {
  expect(text).toMatch(/\r\n$/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

/** The page's schema.org Event (pages also carry a BreadcrumbList). */
async function eventData(page: Page): Promise<Record<string, unknown> | undefined> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Event');
}

/** The names in the page's schema.org BreadcrumbList, in order. */
async function breadcrumbData(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = texts
    .map((text) => JSON.parse(text) as { '@type': string; itemListElement?: Array<{ name: string }> })
    .find((data) => data['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((item) => item.name);
}

/** The visible breadcrumb's entries, without the separators. */
const breadcrumb = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();

test.beforeAll(() => {
  expect(buildToday, 'these tests expect `npm run test:build:fixture`').toBe('2026-11-22');
});

test.describe('national convention', () => {
  test('the latest convention, once over, is presented as past with its news; earlier ones below', async ({
    page,
  }) => {
    const messages = await open(page, '/national-convention');
    const main = page.getByRole('main');
    for (const fact of [
      '2026 AGIA National Convention',
      'Hybrid',
      'Philippine International Convention Center',
      'Pasay City',
    ])
      await expect(main).toContainText(fact);
    // The card opens with when it was held, before its theme and facts; no date and time rows.
    const status = main.getByRole('status');
    await expect(status.getByRole('paragraph').first()).toHaveText('Held October 20–23, 2026');
    await expect(status).toContainText('Registration is closed');
    const statusBox = await status.boundingBox();
    const themeBox = await main.getByText(/^Theme:/).boundingBox();
    expect(statusBox!.y).toBeLessThan(themeBox!.y);
    await expect(main.getByRole('term')).toHaveText(['Venue', 'Address', 'Platform']);
    await expect(main).not.toContainText('8:00 am to 5:00 pm');
    await expect(status.getByRole('link', { name: 'Read the news from the convention' })).toHaveAttribute(
      'href',
      '/news/national-convention-2026',
    );
    await expect(main.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    const earlier = main.getByRole('region', { name: 'Earlier conventions' });
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await expect(earlier).toContainText('2025 AGIA National Convention, October 7–10, 2025');
    expect(messages).toEqual([]);
  });

  test('before the latest convention it is current and invites visitors to register', async ({ page }) => {
    const messages = await open(page, '/national-convention', '2026-09-15');
    const register = page.getByRole('main').getByRole('link', { name: /^Register now/ });
    await expect(register).toHaveAttribute('href', 'https://forms.agia.org.ph/register/convention-2026');
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('term')).toHaveText([
      'Date',
      'Time',
      'Venue',
      'Address',
      'Platform',
    ]);
    await expect(page.getByRole('main')).toContainText('October 20–23, 2026');
    expect(messages).toEqual([]);
  });
});

test.describe('election', () => {
  test('shows the latest call, its eligibility and the agency rule; after the deadline it is closed, with the results', async ({
    page,
  }) => {
    const messages = await open(page, '/election');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 2, name: 'Election of the 2027 Board of Directors' }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'Who may be nominated' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(main).toContainText('salary grade 18');
    await expect(main).toContainText('No two directors may come from the same government agency at the same');
    // The agencies of the fixture's Board of Directors, once each.
    await expect(main.getByRole('region', { name: 'Note' }).getByRole('listitem')).toHaveCount(15);
    const status = main.getByRole('status');
    await expect(status).toContainText('Nominations closed on September 3, 2026.');
    // Once closed, the election's own text no longer invites nominations.
    await expect(main.locator('article')).not.toContainText(/may file|nominate a candidate/);
    await expect(status.getByRole('link', { name: /announcement/ })).toHaveAttribute(
      'href',
      '/news/board-of-directors-2027',
    );
    await expect(main.getByRole('link', { name: /nomination form/ })).toHaveCount(0);
    const earlier = main.getByRole('region', { name: 'Earlier elections' });
    await expect(earlier).toContainText(
      'Election of the 2026 Board of Directors: nominations closed on September 3, 2025',
    );
    expect(messages).toEqual([]);
  });

  test('until the deadline the latest call is current and offers the nomination form', async ({ page }) => {
    await open(page, '/election', '2026-09-03');
    const main = page.getByRole('main');
    await expect(main).toContainText('Deadline of applications and nominations: September 3, 2026');
    await expect(main).toContainText(
      'Members in good standing may file an application or nominate a candidate until the deadline.',
    );
    await expect(main.getByRole('link', { name: /nomination form/ })).toHaveAttribute(
      'href',
      '/documents/agia-nomination-form-board-2027.pdf',
    );
    await expect(main.getByRole('status')).toHaveCount(0);
  });
});

test.describe('training event pages', () => {
  test('an upcoming training has its facts, Register now, a calendar file and Event data', async ({
    page,
  }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
    );
    const main = page.getByRole('main');
    for (const fact of [
      'December 3–4, 2026',
      '8:00 AM to 5:00 PM',
      'Face-to-face training',
      'Bayview Park Hotel',
      'Fee₱3,500 members, ₱4,500 non-members',
      'CPD units16 CPD unitsPRC CPD Provider No. 1023',
      'Register by November 28, 2026',
    ])
      await expect(main).toContainText(fact);
    // The facts and Register now come first, then what the training is about.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'About this training',
      'What you will learn',
      'Who should attend',
      'Speakers',
      'How to pay',
      'Cancellation and substitution',
      'Questions',
    ]);
    await expect(main.getByRole('link', { name: /^Register now/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(main.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/training/events/rpgiam-2026-12.ics',
    );

    const data = await eventData(page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
      startDate: '2026-12-03T08:00:00+08:00',
      endDate: '2026-12-04T17:00:00+08:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Bayview Park Hotel, Ermita, Manila' },
      organizer: { '@type': 'Organization', name: 'Association of Government Internal Auditors' },
    });
    const offer = {
      '@type': 'Offer',
      url: 'https://forms.agia.org.ph/register/rpgiam-2026-12',
      priceCurrency: 'PHP',
      availability: 'https://schema.org/InStock',
      validThrough: '2026-11-28T23:59:00+08:00',
    };
    expect(data?.offers).toEqual([
      { ...offer, name: 'AGIA members', price: 3500 },
      { ...offer, name: 'Non-members', price: 4500 },
    ]);
    expect(messages).toEqual([]);
  });

  test('a phone shows Register now, the last day to register and the fee on the first screen @viewport', async ({
    page,
  }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Register now/ })).toBeInViewport();
    await expect(main.getByText('Register by November 28, 2026', { exact: true })).toBeInViewport();
    await expect(main.getByRole('term').filter({ hasText: 'Fee' })).toBeInViewport();
    expect(messages).toEqual([]);
  });

  test('a training with fee: tba and cpdUnits: none says so, and offers no price', async ({ page }) => {
    const messages = await open(page, '/training/events/ethics-2026-12');
    const main = page.getByRole('main');
    await expect(main).toContainText('FeeFee to be announced');
    await expect(main).toContainText('CPD unitsNo CPD units');
    await expect(main).not.toContainText('PRC CPD Provider No.');
    const data = await eventData(page);
    expect(data?.offers).toEqual([
      {
        '@type': 'Offer',
        url: 'https://forms.agia.org.ph/register/ethics-2026-12',
        availability: 'https://schema.org/InStock',
        validThrough: '2026-12-23T23:59:00+08:00',
      },
    ]);
    expect(messages).toEqual([]);
  });

  test('a virtual training is an online event with a virtual location', async ({ page }) => {
    await open(page, '/training/events/iawp-2026-11');
    const data = await eventData(page);
    expect(data?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(data?.location).toMatchObject({ '@type': 'VirtualLocation' });
    expect(data?.endDate).toBe('2026-11-25T12:00:00+08:00');
  });

  test('a training that is over says it has ended, with when, where and its CPD units, and offers nothing', async ({
    page,
  }) => {
    // Its file still gives a fee, a deadline and seats (November 11, 40 seats).
    const messages = await open(page, '/training/events/qaip-2026-11');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('This training has ended.');
    for (const fact of ['DatesNovember 18–19, 2026', 'Bayview Park Hotel', 'CPD units16 CPD units'])
      await expect(main).toContainText(fact);
    for (const noise of ['Fee', '₱', 'Register by', 'Seats']) await expect(main).not.toContainText(noise);
    await expect(main.getByRole('button')).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /\.ics/ })).toHaveCount(0);
    const data = await eventData(page);
    expect(data).toMatchObject({ '@type': 'Event', startDate: '2026-11-18T08:00:00+08:00' });
    expect(data).not.toHaveProperty('offers');
    expect(messages).toEqual([]);
  });

  test('a training that ended after the build says it has ended on a later visit, without fee or seats', async ({
    page,
  }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12', '2026-12-07');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('This training has ended.');
    await expect(main).toContainText('CPD units16 CPD units');
    // Its file's payment text speaks of paying before the deadline: gone once it has ended.
    await expect(main.getByRole('heading', { name: 'How to pay' })).toHaveCount(0);
    for (const noise of ['Fee', '₱', 'Register by', 'Seats']) await expect(main).not.toContainText(noise);
    await expect(main.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /\.ics|calendar \(registered/ })).toHaveCount(0);
    // No later RPGIAM run: fifteen days after the build the page points to the next training open.
    await expect(main.getByRole('status')).toContainText('Next open for registration:');
    await main.getByRole('link', { name: 'Ethics and Integrity for Internal Auditors' }).click();
    await expect(page).toHaveURL(/\/training\/events\/ethics-2026-12$/);
    expect(messages).toEqual([]);
  });

  test('a training that is over points to the next run of its course, on its page and its archive card', async ({
    page,
  }) => {
    const messages = await open(page, '/training/events/icfr-2026-04');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('This training has ended.');
    const next = main.getByRole('link', { name: /^February 17–18, 2027/ });
    await expect(main.getByText('Next run:')).toBeVisible();
    await expect(next).toHaveAttribute('href', '/training/events/icfr-2027-02');
    // A course with no later run points to the first training of any course still open instead.
    await open(page, '/training/events/qaip-2026-11');
    await expect(page.getByRole('main').getByText('Next run:')).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText(
      'Next open for registration: Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher, December 3–4, 2026',
    );
    // The archive card says the same, in the cards' short dates.
    await open(page, '/training/past-seminars');
    const card = page
      .getByRole('article')
      .filter({
        has: page.getByRole('heading', { name: 'Internal Control Framework for the Public Sector' }),
      })
      .first();
    await expect(card).toContainText('Next run: Feb 17–18, 2027');
    await card.getByRole('link', { name: /^Feb 17–18, 2027/ }).click();
    await expect(page).toHaveURL(/\/training\/events\/icfr-2027-02$/);
    expect(messages).toEqual([]);
  });

  test('after its registration deadline a training shows Registration closed, on its page and its card', async ({
    page,
  }) => {
    // Built on 2026-11-22 with Register now; the visitor's day, after the deadline of November 28
    // and before the training of December 3, is re-checked after hydration.
    const messages = await open(page, '/training/events/rpgiam-2026-12', '2026-11-29');
    const main = page.getByRole('main');
    await expect(main.getByText('Registration closed')).toBeVisible();
    await expect(main).toContainText('Deadline was November 28, 2026');
    await expect(main).not.toContainText('Register by');
    await expect(main.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    // Still upcoming: the calendar file stays, for those who registered before the deadline.
    await expect(
      main.getByRole('link', { name: 'Add to my calendar (registered participants)' }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveCount(0);
    // No later RPGIAM run: the page names the next training still open.
    await expect(main).toContainText(
      'Next open for registration: Ethics and Integrity for Internal Auditors, December 30, 2026 – January 2, 2027',
    );
    // The link at the foot of the page (the breadcrumb above has one too).
    await main.getByRole('link', { name: 'Training calendar', exact: true }).click();
    // The list starts from the first training still open; the month view shows December's two.
    await page.getByRole('link', { name: 'By month' }).click();
    const card = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: /RPGIAM\) Refresher/ }),
    });
    await expect(card).toContainText('Registration closed');
    await expect(card).toContainText('Deadline was Nov 28, 2026');
    await expect(card.getByRole('link', { name: /^Register now/ })).toHaveCount(0);
    // A training whose registration is still open keeps its button on the same calendar.
    await expect(
      page
        .getByRole('article')
        .filter({ hasText: 'Ethics and Integrity' })
        .getByRole('link', { name: /^Register now/ }),
    ).toHaveCount(1);
    expect(messages).toEqual([]);
  });

  test('a training closed at the build with no next run points to the nearest one open, then, once ended, to the next', async ({
    page,
  }) => {
    // The work-plan course of November 25 closed on November 20 and has no later run.
    const messages = await open(page, '/training/events/iawp-2026-11');
    const main = page.getByRole('main');
    await expect(main.getByText('Registration closed')).toBeVisible();
    const pointer = main.getByText('Next open for registration:');
    await expect(pointer).toHaveText(
      'Next open for registration: Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher, December 3–4, 2026',
    );
    await expect(
      main.getByRole('link', { name: 'Add to my calendar (registered participants)' }),
    ).toHaveAttribute('href', '/training/events/iawp-2026-11.ics');
    // Fifteen days later it has ended, the RPGIAM course too: the line moves on to the next one
    // still open, and the calendar file goes.
    await open(page, '/training/events/iawp-2026-11', '2026-12-07');
    await expect(main.getByRole('status')).toContainText('This training has ended.');
    await expect(pointer).toHaveText(
      'Next open for registration: Ethics and Integrity for Internal Auditors, December 30, 2026 – January 2, 2027',
    );
    await expect(main.getByRole('link', { name: /^Add to/ })).toHaveCount(0);
    await pointer.getByRole('link').click();
    await expect(page).toHaveURL(/\/training\/events\/ethics-2026-12$/);
    expect(messages).toEqual([]);
  });

  test('on its last day to register a deadline is called today, wherever it shows', async ({ page }) => {
    // Built on November 22 saying "Nov 28, 2026"; the visitor's day is re-checked after hydration.
    const messages = await open(page, '/', '2026-11-28');
    const panel = page.getByRole('region', { name: 'Next training open for registration' });
    await expect(panel).toContainText('Register byToday (Nov 28)');
    await expect(panel.getByRole('link', { name: /^Register now/ })).toBeVisible();
    await page.goto('/training');
    await waitForHydration(page);
    const nextDates = page.getByRole('region', { name: 'Next training dates' });
    await expect(nextDates.getByRole('listitem').first()).toContainText('Register byToday (Nov 28)');
    await page.goto('/training/calendar');
    await waitForHydration(page);
    const card = page.getByRole('article').filter({ hasText: 'RPGIAM) Refresher' });
    await expect(card).toContainText('Register by today (Nov 28)');
    await page.goto('/training/events/rpgiam-2026-12');
    await waitForHydration(page);
    await expect(page.getByRole('main')).toContainText('Registration closes today');
    await expect(page.getByRole('main').getByRole('link', { name: /^Register now/ })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('the day before its last day to register, the deadline is called tomorrow', async ({ page }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12', '2026-11-27');
    await expect(page.getByRole('main')).toContainText('Registration closes tomorrow');
    await page.goto('/training/calendar');
    await waitForHydration(page);
    await expect(page.getByRole('article').filter({ hasText: 'RPGIAM) Refresher' })).toContainText(
      'Register by tomorrow (Nov 28)',
    );
    expect(messages).toEqual([]);
  });

  test("a training's breadcrumb goes through the Training Calendar while upcoming, the archive once over", async ({
    page,
  }) => {
    const REFRESHER = 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher';
    const QAIP = 'Quality Assurance and Improvement Program for Internal Audit Units';
    const messages = await open(page, '/training/events/rpgiam-2026-12');
    const upcoming = ['Home', 'Training & development', 'Training Calendar', REFRESHER];
    expect((await breadcrumb(page)).map((entry) => entry.replace(/^\/\s*/, ''))).toEqual(upcoming);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Training Calendar' }),
    ).toHaveAttribute('href', '/training/calendar');
    expect(await breadcrumbData(page)).toEqual(upcoming);
    await page.goto('/training/events/qaip-2026-11');
    await waitForHydration(page);
    const past = ['Home', 'Training & development', 'Past Seminars Archive', QAIP];
    expect((await breadcrumb(page)).map((entry) => entry.replace(/^\/\s*/, ''))).toEqual(past);
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Past Seminars Archive' }),
    ).toHaveAttribute('href', '/training/past-seminars');
    expect(await breadcrumbData(page)).toEqual(past);
    expect(messages).toEqual([]);
  });

  test('on a phone the breadcrumb is one line back to the page above, a target of at least 24 px @viewport', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const messages = await open(page, '/training/events/rpgiam-2026-12');
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.getByRole('link')).toHaveText(['Training Calendar']);
    const link = (await nav.getByRole('link').boundingBox())!;
    expect(link.height).toBeGreaterThanOrEqual(24);
    // One line: the list is no taller than its link.
    expect((await nav.locator('ol').boundingBox())!.height).toBeLessThanOrEqual(link.height);
    expect(messages).toEqual([]);
  });

  test('a training that ended after the build is filed under the archive in its breadcrumb', async ({
    page,
  }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12', '2026-12-07');
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.getByRole('link', { name: 'Past Seminars Archive' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Training Calendar' })).toHaveCount(0);
    expect(messages).toEqual([]);
  });

  test('every fact, with an icon or not before, starts its text in one column', async ({ page }) => {
    const messages = await open(page, '/training/events/rpgiam-2026-12');
    // The left edge of each label's text (not of its icon): one x for Dates, Fee, CPD units, Seats...
    const labelStarts = (scope: string) =>
      page.locator(scope).evaluateAll((terms) =>
        terms.map((term) => {
          const text = [...term.childNodes].find((node) => node.nodeType === 3 && node.textContent?.trim());
          const range = document.createRange();
          range.selectNodeContents(text!);
          return Math.round(range.getBoundingClientRect().left);
        }),
      );
    const pageStarts = await labelStarts('[data-side-column] dl > div > dt');
    expect(pageStarts).toHaveLength(6);
    expect(new Set(pageStarts).size).toBe(1);
    await expect(page.locator('[data-side-column] dl')).toContainText('SeatsLimited to 40 participants');
    // On a calendar card every fact is an icon line (place, dates and time, fee, CPD units, last
    // day to register), all starting at one x; the seats are left to the training's page.
    await page.goto('/training/calendar');
    await waitForHydration(page);
    const card = '#card-all-rpgiam-2026-12';
    // Fee, CPD units and last day share a line where they fit: the first fact of every line
    // starts its text at one x.
    const boxes = await page.locator(`${card} ul li > span:last-child`).evaluateAll((values) =>
      values.map((value) => {
        const box = value.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top) };
      }),
    );
    expect(boxes).toHaveLength(5);
    const lineStarts = new Map<number, number>();
    for (const { left, top } of boxes) lineStarts.set(top, Math.min(left, lineStarts.get(top) ?? left));
    expect(new Set(lineStarts.values()).size).toBe(1);
    await expect(page.locator(card)).not.toContainText('Seats');
    expect(messages).toEqual([]);
  });

  test('calendar and archive cards link to the training pages', async ({ page }) => {
    await open(page, '/training/past-seminars?month=2026-10');
    await page.getByRole('link', { name: 'Writing Effective Internal Audit Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/training\/events\/writing-2026-10$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Writing Effective Internal Audit Reports',
    );
  });
});

test.describe('calendar files', () => {
  test("a training's .ics file parses and has its fields", async ({ request }) => {
    const response = await request.get('/training/events/rpgiam-2026-12.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const lines = icsLines(await response.text());
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
    expect(value('VERSION')).toBe('2.0');
    expect(value('PRODID')).toBeTruthy();
    expect(value('TZID')).toBe('Asia/Manila');
    expect(value('UID')).toBe('training-rpgiam-2026-12@agia.org.ph');
    expect(value('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value('DTSTART;TZID=Asia/Manila')).toBe('20261203T080000');
    expect(value('DTEND;TZID=Asia/Manila')).toBe('20261203T170000');
    expect(value('RRULE')).toBe('FREQ=DAILY;COUNT=2');
    expect(value('SUMMARY')).toBe('Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher');
    expect(value('LOCATION')).toBe('Bayview Park Hotel\\, Ermita\\, Manila');
    const begins = lines.filter(([key]) => key === 'BEGIN').map(([, v]) => v);
    const ends = lines.filter(([key]) => key === 'END').map(([, v]) => v);
    expect(begins.sort()).toEqual(ends.sort());
  });

  test('/trainings.ics lists every upcoming training once, earliest first', async ({ request }) => {
    const response = await request.get('/trainings.ics');
    expect(response.status()).toBe(200);
    const lines = icsLines(await response.text());
    const uids = lines.filter(([key]) => key === 'UID').map(([, value]) => value);
    // The weekend class on its last day is still upcoming; the QAIP course ended on November 19.
    expect(uids).toHaveLength(12);
    expect(new Set(uids).size).toBe(12);
    expect(uids[0]).toBe('training-analytics-2026-11@agia.org.ph');
    expect(uids).not.toContain('training-qaip-2026-11@agia.org.ph');
    expect(lines.filter(([key]) => key === 'DTSTAMP')).toHaveLength(12);
  });

  test('no calendar file is published for a training that is over', async ({ request }) => {
    const response = await request.get('/training/events/writing-2026-10.ics');
    expect(response.status()).toBe(404);
  });
});
