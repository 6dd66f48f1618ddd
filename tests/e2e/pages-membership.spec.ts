import { expect, test } from '@playwright/test';
import { expectSafeNewTabLinks } from './support/pages';

test.describe('Membership pages', () => {
  test('/membership says first what membership costs: the dues of membership.yaml', async ({ page }) => {
    await page.goto('/membership');
    const dues = page.getByRole('region', { name: 'What membership costs' });
    // The fixture's membership.yaml says the fees are for 2027 (duesYear).
    await expect(dues.getByRole('table', { name: 'Dues for 2027, in Philippine pesos' })).toBeVisible();
    await expect(dues.getByRole('row', { name: /Entrance fee \(new members\)/ })).toContainText('500');
    await expect(dues.getByRole('row', { name: /Annual membership fee, regular member/ })).toContainText(
      '1,000',
    );
  });

  test('/membership opens with a summary in the first phone screen, each line linking to its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/membership');
    // The first list of the page's text (the breadcrumb and the menus are lists too).
    const summary = page.locator('main .prose-agia > ul').first();
    const lines = summary.getByRole('listitem');
    await expect(lines).toHaveCount(5);
    const bottom = await summary.evaluate((list) => list.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(667);
    for (const link of await summary.getByRole('link').all()) {
      const id = (await link.getAttribute('href'))!.replace(/^#/, '');
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    await summary.getByRole('link', { name: 'Cost in 2027' }).click();
    await expect(page.getByRole('heading', { name: 'What membership costs' })).toBeInViewport();
  });

  test('/membership links to every membership page that is ready, as cards named and described as in the menu', async ({
    page,
  }) => {
    await page.goto('/membership');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Membership');
    const cards = page.getByRole('list', { name: 'Membership pages' }).getByRole('link');
    // The fixture's navigation.yaml: each page's name, then its description.
    await expect(cards).toHaveText([
      'Why Join AGIABenefits of membership',
      'How to become a MemberOnline and manual application',
      'Membership GuidelinesRights, duties and dues',
      'Code of EthicsThe commitments of every member',
    ]);
    const hrefs = await cards.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/membership/why-join',
      '/membership/how-to-join',
      '/membership/guidelines',
      '/membership/code-of-ethics',
    ]);
    await expect(page.getByRole('main').locator('a[href="/membership/resources"]')).toHaveCount(0);
    // The one primary button of the page, gold, in the page's header.
    const join = page.getByRole('main').getByRole('link', { name: 'Become a member', exact: true });
    await expect(join).toHaveCount(1);
    await expect(join).toHaveAttribute('href', '/membership/how-to-join');
    await expect(join).toHaveCSS('background-color', 'rgb(242, 193, 78)');
  });

  test('/membership/why-join shows six benefits and one Become a member button to how-to-join', async ({
    page,
  }) => {
    await page.goto('/membership/why-join');
    const benefits = page.getByRole('list', { name: 'Benefits of membership' }).locator(':scope > li');
    await expect(benefits.getByRole('heading', { level: 2 })).toHaveText([
      'Expand Linkages',
      'Enhance Capacity',
      'Access to Events',
      'Exclusive Discounts',
      'Leadership Opportunity',
      'Recognition & Incentives',
    ]);
    const button = page.getByRole('main').getByRole('link', { name: 'Become a member', exact: true });
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('href', '/membership/how-to-join');
    await button.click();
    await expect(page).toHaveURL(/\/membership\/how-to-join$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to become a Member');
  });

  test('/membership/how-to-join tells the process once, numbered, and each way to apply as its first step', async ({
    page,
    request,
  }) => {
    await page.goto('/membership/how-to-join');
    const online = page.getByRole('region', { name: 'Online Application' });
    const manual = page.getByRole('region', { name: 'Manual Application' });
    // The cards are bullets (how step 1 goes each way), not a second numbering of the process.
    for (const card of [online, manual]) {
      const steps = card.getByRole('list', { name: /Application steps$/ });
      await expect(steps).toHaveCount(1);
      expect(await steps.evaluate((list) => list.tagName)).toBe('UL');
      await expect(steps.getByRole('listitem')).toHaveCount(2);
      await expect(steps).not.toContainText(/fee|payment|receipt/i);
    }
    const numbered = page.locator('main ol:not(nav ol)');
    await expect(numbered).toHaveCount(1);
    const start = online.getByRole('link', { name: /Start Online Application/ });
    await expect(start).toHaveAttribute('href', /^https:\/\//);
    await expect(start).toHaveAttribute('target', '_blank');
    await expect(start).toHaveAttribute('rel', 'noopener noreferrer');

    const form = manual.getByRole('link', { name: /Download Form \(PDF, \d+ KB\)/ });
    const href = await form.getAttribute('href');
    expect(href).toBe('/documents/agia-membership-form.pdf');
    expect((await request.get(href!)).status()).toBe(200);

    await expect(page.getByRole('main')).toContainText(
      'The list of new members is submitted every month to the Membership Committee for review and to the Board of Directors for confirmation.',
    );
    const process = page.getByRole('list', { name: 'The membership process' }).getByRole('listitem');
    await expect(process).toHaveCount(5);
    await expect(process.nth(0)).toContainText('Apply');
    await expect(process.nth(1)).toContainText('acknowledges');
    await expect(process.nth(2)).toContainText('confirmation e-mail with the payment details');
    await expect(process.nth(3)).toContainText('proof of payment');
    await expect(process.nth(4)).toContainText('official receipt');
    await expectSafeNewTabLinks(page);
  });

  test('/membership/guidelines covers rights, duties, dues and the calendar-year membership', async ({
    page,
  }) => {
    await page.goto('/membership/guidelines');
    for (const name of ['Voting and election rights', 'Duties of members', 'Dues', 'Membership year']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('January 1 to December 31');
    await expect(page.getByRole('main')).toContainText('March 31 of the following year');
  });

  test('/membership/code-of-ethics lists seven commitments under the lead-in', async ({ page }) => {
    await page.goto('/membership/code-of-ethics');
    await expect(page.getByRole('heading', { name: 'As an AGIA Member, I shall:' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'As an AGIA Member, I shall:' }).getByRole('listitem'),
    ).toHaveCount(7);
  });

  test('/membership/resources is a holding page with whom to ask', async ({ page }) => {
    await page.goto('/membership/resources');
    const panel = page.getByRole('region', { name: 'What this page will hold' });
    await expect(panel).toContainText('Second quarter of 2027');
    await expect(panel.getByRole('link', { name: 'membership@agia.org.ph' })).toHaveAttribute(
      'href',
      'mailto:membership@agia.org.ph',
    );
  });
});
