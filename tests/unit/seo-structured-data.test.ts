import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, readableLabel } from '../../src/components/seo/breadcrumb-trail';
import {
  breadcrumbListJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from '../../src/components/seo/structured-data';
import type { Navigation } from '../../src/content/schemas/navigation';
import type { Site } from '../../src/content/schemas/site';

const navigation: Navigation = {
  items: [
    { name: 'HOME', path: '/' },
    { name: 'ABOUT US', path: '/about', submenu: [{ name: 'By-laws', path: '/about/bylaws' }] },
    {
      name: 'TRAINING & DEVELOPMENT',
      path: '/training',
      submenu: [
        { name: 'Training Calendar', path: '/training/calendar' },
        { name: 'Past Seminars Archive', path: '/training/past-seminars' },
        { name: 'National Convention', path: '/national-convention' },
      ],
    },
    { name: 'CONTACT US', path: '/contact' },
  ],
};

const site: Site = {
  name: 'Association of Government Internal Auditors',
  shortName: 'AGIA',
  description: 'The premier training institution.',
  foundingYear: 1959,
  address: {
    lines: ['Unit 2B, Mabuhay Building', '117 Kalayaan Avenue, Diliman'],
    city: 'Quezon City',
    region: 'Metro Manila',
    postalCode: '1101',
    country: 'Philippines',
  },
  officeHours: 'Monday to Friday, 8:00 AM to 5:00 PM',
  footerLinks: [{ name: 'Privacy Policy', path: '/privacy' }],
  phone: '(02) 8921 4057',
  phoneLink: '+63289214057',
  emails: { general: 'info@agia.org.ph', membership: 'membership@agia.org.ph' },
  social: {
    network: 'Facebook',
    url: 'https://www.facebook.com/AGIAPhilippines',
    embedUrl: 'https://www.facebook.com/plugins/page.php',
  },
  map: { embedUrl: 'https://www.openstreetmap.org/export/embed.html', url: 'https://www.openstreetmap.org/' },
};

describe('breadcrumbTrail', () => {
  it('names sections from the menu and the page by its title', () => {
    expect(breadcrumbTrail('/about/bylaws', 'By-Laws', navigation)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'About us', path: '/about' },
      { name: 'By-Laws', path: '/about/bylaws' },
    ]);
  });

  it('is just Home on the home page, and skips folders that are not pages', () => {
    expect(breadcrumbTrail('/', 'Home', navigation)).toEqual([{ name: 'Home', path: '/' }]);
    expect(breadcrumbTrail('/training/events/rbia-2026-03', 'Risk-Based Internal Audit', navigation)).toEqual(
      [
        { name: 'Home', path: '/' },
        { name: 'Training & development', path: '/training' },
        { name: 'Risk-Based Internal Audit', path: '/training/events/rbia-2026-03' },
      ],
    );
  });

  it('files a page under the menu page it is listed on, when one is given', () => {
    const event = '/training/events/rbia-2026-03';
    expect(breadcrumbTrail(event, 'Risk-Based Internal Audit', navigation, '/training/calendar')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Training & development', path: '/training' },
      { name: 'Training Calendar', path: '/training/calendar' },
      { name: 'Risk-Based Internal Audit', path: event },
    ]);
    expect(
      breadcrumbTrail(`${event}/`, 'Risk-Based Internal Audit', navigation, '/training/past-seminars'),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Training & development', path: '/training' },
      { name: 'Past Seminars Archive', path: '/training/past-seminars' },
      { name: 'Risk-Based Internal Audit', path: event },
    ]);
    // A parent the menu does not list (an editor took it out) leaves the trail of the address.
    expect(breadcrumbTrail(event, 'Risk-Based Internal Audit', navigation, '/training/mobile')).toEqual(
      breadcrumbTrail(event, 'Risk-Based Internal Audit', navigation),
    );
  });

  it("follows the menu's section for a page whose address is outside it", () => {
    expect(breadcrumbTrail('/national-convention', 'National Convention', navigation)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Training & development', path: '/training' },
      { name: 'National Convention', path: '/national-convention' },
    ]);
    // A page the menu lists nowhere keeps the trail of its address.
    expect(breadcrumbTrail('/contact', 'Contact Us', navigation)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Contact Us', path: '/contact' },
    ]);
  });

  it('turns upper-case menu labels into sentence case, keeping the acronyms given', () => {
    expect(readableLabel('TRAINING & DEVELOPMENT')).toBe('Training & development');
    expect(readableLabel('NEWS AND UPDATES')).toBe('News and updates');
    expect(readableLabel('TERMS OF SERVICE')).toBe('Terms of service');
    expect(readableLabel('THE BOARD')).toBe('The board');
    expect(readableLabel('ABOUT AGIA', ['AGIA'])).toBe('About AGIA');
    expect(readableLabel('E-SERVICES')).toBe('E-services');
    expect(readableLabel('Why Join AGIA')).toBe('Why Join AGIA');
  });
});

describe('JSON-LD builders', () => {
  it('describes the association as an Organization', () => {
    expect(organizationJsonLd(site, 'https://www.agia.org.ph', '/logo.png')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Association of Government Internal Auditors',
      foundingDate: '1959',
      logo: 'https://www.agia.org.ph/logo.png',
      address: {
        streetAddress: 'Unit 2B, Mabuhay Building, 117 Kalayaan Avenue, Diliman',
        addressLocality: 'Quezon City',
        postalCode: '1101',
        addressCountry: 'PH',
      },
      contactPoint: { telephone: '+63289214057', email: 'info@agia.org.ph' },
      sameAs: ['https://www.facebook.com/AGIAPhilippines'],
    });
  });

  it('numbers breadcrumb items from 1 with absolute addresses', () => {
    const list = breadcrumbListJsonLd(
      breadcrumbTrail('/about/bylaws', 'By-Laws', navigation),
      'https://x.ph',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.ph/' },
      { '@type': 'ListItem', position: 2, name: 'About us', item: 'https://x.ph/about' },
      { '@type': 'ListItem', position: 3, name: 'By-Laws', item: 'https://x.ph/about/bylaws' },
    ]);
  });

  it('dates a NewsArticle in Manila time and names the publisher', () => {
    const article = newsArticleJsonLd(
      {
        headline: 'Convention',
        description: 'd',
        url: 'https://x.ph/news/c',
        image: 'https://x.ph/i.png',
        datePublished: '2025-10-10',
      },
      site,
      'https://x.ph',
      '/logo.png',
    );
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Convention',
      image: ['https://x.ph/i.png'],
      datePublished: '2025-10-10T00:00:00+08:00',
      dateModified: '2025-10-10T00:00:00+08:00',
      publisher: { '@type': 'Organization', name: site.name, logo: { url: 'https://x.ph/logo.png' } },
    });
  });

  it('serializes so that content cannot close the script element', () => {
    const json = serializeJsonLd({ headline: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});
