import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/site';
import { expectSafeNewTabLinks, recordForeignRequests } from './support/pages';

test.describe('home page', () => {
  test('has the hero with its two calls to action and the Connect With Us section', async ({ page }) => {
    // The fixture's build day: the carousel re-checks its trainings against the browser's date.
    await page.clock.setFixedTime(new Date('2026-11-22T09:00:00+08:00'));
    await page.goto('/');
    // Links are read once the page is interactive, so none is replaced while they are read.
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Association of Government Internal Auditors',
    );
    const hero = page.getByRole('region', { name: 'Association of Government Internal Auditors' });
    await expect(hero.getByRole('link', { name: 'Become a member', exact: true })).toHaveAttribute(
      'href',
      '/membership/how-to-join',
    );
    await expect(hero.getByRole('link', { name: 'View Training Programs' })).toHaveAttribute(
      'href',
      '/training',
    );
    // The fixture's site.yaml gives both official numbers, so the hero names both.
    await expect(hero.getByRole('list', { name: 'Credentials' }).getByRole('listitem')).toHaveText([
      'Established 1959',
      'PRC CPD Provider No. 1023',
      'SEC Registration No. CN200512345',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Connect With Us' })).toBeVisible();
    await expectSafeNewTabLinks(page);
  });

  test("shows a dated notice of home.yaml only from its first to its last day, by the visitor's date", async ({
    page,
  }) => {
    const notice = page.getByRole('region', { name: 'Renew your membership for 2027' });
    // The build day (2026-11-22) is before the notice's first day: neither the HTML nor the page has it.
    await page.clock.setFixedTime(new Date('2026-11-30T04:00:00Z'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(notice).toHaveCount(0);
    // On its first day the browser adds it, with its link.
    await page.clock.setFixedTime(new Date('2026-12-01T04:00:00Z'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(notice).toBeVisible();
    const renew = notice.getByRole('link', { name: 'How to renew' });
    await expect(renew).toHaveAttribute('href', '/membership#renew-and-pay');
    // On a phone the notice sits in the hero, above the lead and the Become a member button.
    await page.setViewportSize({ width: 375, height: 740 });
    const hero = page.getByRole('region', { name: (await page.locator('#hero-title').textContent())! });
    await expect(hero.getByRole('region', { name: 'Renew your membership for 2027' })).toBeVisible();
    const become = hero.getByRole('link', { name: 'Become a member' });
    expect((await notice.boundingBox())!.y).toBeLessThan((await become.boundingBox())!.y);
    // On a phone the link lands on the renewal section, not the top of the page.
    await renew.click();
    await expect(page).toHaveURL(/\/membership#renew-and-pay$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Renew and pay' });
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await heading.boundingBox())!.y).toBeLessThan(150);
    await page.goBack();
    // After its last day it is gone again.
    await page.clock.setFixedTime(new Date('2027-04-01T04:00:00Z'));
    await page.goto('/');
    await waitForHydration(page);
    await expect(notice).toHaveCount(0);
  });

  test('offers the four errands of home.yaml as large links, two by two on a phone and in one row on a wide screen @viewport', async ({
    page,
  }) => {
    await page.goto('/');
    const tasks = page.getByRole('region', { name: 'What do you want to do?' });
    const links = tasks.getByRole('link');
    await expect(links).toHaveText([
      'Find a training',
      'Look up an issuance',
      'Become a member',
      'Contact the Secretariat',
    ]);
    const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/training/calendar', '/issuances', '/membership/how-to-join', '/contact']);
    const boxes = await Promise.all((await links.all()).map(async (link) => (await link.boundingBox())!));
    for (const box of boxes) expect(box.height, 'a large tap target').toBeGreaterThanOrEqual(48);
    const rows = new Set(boxes.map((box) => Math.round(box.y))).size;
    expect(rows).toBe(page.viewportSize()!.width >= 1024 ? 1 : 2);
  });

  test('shows the next training open for registration with its date and Register button on the first screen @viewport', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T09:00:00+08:00'));
    await page.goto('/');
    await waitForHydration(page);
    // The work-plan course of November 25 closed its registration on November 20.
    const next = page.getByRole('region', { name: 'Next training open for registration' });
    await expect(
      next.getByRole('link', {
        name: 'Revised Philippine Government Internal Audit Manual (RPGIAM) Refresher',
        exact: true,
      }),
    ).toHaveAttribute('href', '/training/events/rpgiam-2026-12');
    await expect(next).toContainText('Dec 3–4, 2026');
    const register = next.getByRole('link', { name: /^Register now/ });
    const box = await register.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box, 'the Register button is drawn').not.toBeNull();
    expect(box!.y + box!.height, 'the Register button ends within the first screen').toBeLessThanOrEqual(
      viewport.height,
    );
  });

  test('the social block is one line with a link until asked, then one press loads the 500x500 page', async ({
    page,
    context,
  }) => {
    const foreign = await recordForeignRequests(context);
    await page.goto('/');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Connect With Us' });
    const link = region.getByRole('link', { name: /^Visit AGIA on Facebook/ });
    await expect(link).toHaveAttribute('target', '_blank');
    // The button names the provider, so one press is the visitor's consent.
    const ask = region.getByRole('button', { name: 'Show it here (loads from facebook.com)' });
    await ask.scrollIntoViewIfNeeded();
    // One line: the link and the button side by side, no empty box.
    const [linkBox, askBox] = [(await link.boundingBox())!, (await ask.boundingBox())!];
    expect(Math.abs(linkBox.y - askBox.y)).toBeLessThan(linkBox.height);
    await expect(region.getByRole('figure')).toHaveCount(0);
    expect(foreign).toEqual([]);
    await ask.click();
    await expect(region.getByRole('button', { name: 'Show our Facebook page' })).toHaveCount(0);
    const frame = page.locator('iframe[title="AGIA on Facebook"]');
    await expect(frame).toHaveAttribute('width', '500');
    await expect(frame).toHaveAttribute('height', '500');
    await expect
      .poll(() => foreign.some((url) => url.startsWith('https://www.facebook.com/plugins/')))
      .toBe(true);
  });
});

test.describe('/contact', () => {
  test('shows phone, two e-mails, the Quezon City address, office hours and the social link', async ({
    page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '(02) 8921 4057' })).toHaveAttribute(
      'href',
      'tel:+63289214057',
    );
    await expect(main.getByRole('link', { name: 'info@agia.org.ph' })).toHaveAttribute(
      'href',
      'mailto:info@agia.org.ph',
    );
    await expect(main.getByRole('link', { name: 'membership@agia.org.ph' })).toBeVisible();
    await expect(main.locator('address')).toContainText('Quezon City');
    // The same city line as the footer's, both from site.yaml.
    await expect(main.locator('address')).toContainText('Quezon City, Metro Manila 1101');
    await expect(page.locator('footer')).toContainText('Quezon City, Metro Manila 1101');
    await expect(main).toContainText('Monday to Friday, 8:00 AM to 5:00 PM');
    await expect(main.getByRole('link', { name: /AGIA on Facebook/ })).toHaveAttribute('target', '_blank');
    await expect(main.locator('form')).toHaveCount(0);
    await expectSafeNewTabLinks(page);
  });

  test('requests nothing from the map provider until the map is asked for', async ({ page, context }) => {
    const foreign = await recordForeignRequests(context);
    await page.goto('/contact');
    await waitForHydration(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
    await page.getByRole('button', { name: 'Show map' }).click();
    const frame = page.locator('iframe[title="Map of the AGIA office"]');
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    await expect.poll(() => foreign.some((url) => url.includes('openstreetmap.org'))).toBe(true);
  });
});

test.describe('privacy and terms', () => {
  test('/privacy has the six sections and names the embed providers', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Introduction',
      'Collection and processing of personal data',
      'Data security',
      'Sharing, retention and disposal',
      'Changes to this policy',
      'Contact our Data Privacy Officer',
    ]);
    const main = page.getByRole('main');
    await expect(main).toContainText('Data Privacy Act of 2012 (Republic Act No. 10173)');
    await expect(main).toContainText('OpenStreetMap');
    await expect(main).toContainText('Facebook');
  });

  test('/terms has the terms of use, under Philippine law, and whom to ask', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Using the content of this website',
      'Trainings, fees and registration',
      'Links to other websites',
      'Disclaimer',
      'Personal data',
      'Changes to these terms',
      'Governing law',
      'Contact',
    ]);
    await expect(main).toContainText('laws of the Republic of the Philippines');
    await expect(main.getByRole('region', { name: 'What this page will hold' })).toHaveCount(0);
  });
});

// Every page's first load (no request to another origin, safe new-tab links) is checked by
// tests/e2e/live/routes.spec.ts.

test.describe('embeds with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('show the placeholder and the provider link, and no button that could not work', async ({ page }) => {
    await page.goto('/contact');
    const figure = page.getByRole('main').getByRole('figure');
    await expect(figure).toContainText('openstreetmap.org');
    await expect(figure.getByRole('button')).toHaveCount(0);
    // Nothing asks to press a button that is not there.
    await expect(figure.getByText(/press the button/)).toBeHidden();
    await expect(
      figure.getByText('the link below opens it on openstreetmap.org', { exact: false }),
    ).toBeVisible();
    await expect(figure.getByRole('link', { name: /Open the full map/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  });
});
