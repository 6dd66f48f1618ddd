/**
 * The fixture site's news (tests/fixtures/site/content/news/), newest first: what its pages must
 * show. Kept by hand: a change to the fixture articles changes this list.
 */
export interface FixtureArticle {
  slug: string;
  title: string;
  date: string;
  excerpt?: string;
  /** true for the articles with a photo (JPEG); the others show a text card. */
  photo?: boolean;
}

export const FIXTURE_NEWS: FixtureArticle[] = [
  {
    slug: 'board-of-directors-2027',
    title: 'Members Elect the 2027 Board of Directors',
    date: '2026-11-13',
    excerpt:
      "Voting members chose sixteen directors for 2027 in the association's first fully online election, with a turnout of 71 percent of members in good standing.",
  },
  {
    slug: 'national-convention-2026',
    title: 'National Convention 2026: Internal Audit for Accountable Public Service',
    date: '2026-10-23',
    excerpt:
      'Over 750 internal auditors from national agencies, local governments, state universities and government corporations joined four days of plenaries, workshops and an awards night.',
  },
  {
    slug: 'regional-seminar-cebu-2026',
    title: 'Regional Seminar in Cebu City Brings Together Visayas Internal Auditors',
    date: '2026-09-25',
    excerpt:
      "Ninety internal auditors from Central and Eastern Visayas spent two days on risk-based audit planning and audit report writing at the association's regional seminar.",
    photo: true,
  },
  {
    slug: 'arta-champion-criteria',
    title: 'AGIA Named an ARTA Champion for Government Efficiency',
    date: '2026-09-18',
  },
  {
    slug: 'free-webinar-procurement-controls',
    title: 'Free Webinar on Procurement Controls Draws 900 Participants',
    date: '2026-08-28',
  },
  {
    slug: 'risk-based-audit-training-davao',
    title: 'Risk-Based Internal Audit Training Held in Davao City',
    date: '2026-07-30',
  },
  {
    slug: 'partnership-regional-audit-councils',
    title: 'AGIA Signs Partnership with Regional Internal Audit Councils',
    date: '2026-06-19',
  },
  { slug: 'board-meeting-may-2026', title: 'Board Meeting Highlights: May 2026', date: '2026-05-22' },
  {
    slug: 'outstanding-internal-auditors-2026',
    title: 'Five Members Receive the 2026 Outstanding Internal Auditor Award',
    date: '2026-04-17',
  },
  {
    slug: 'women-in-internal-audit-forum',
    title: "Women in Internal Audit Forum Marks Women's Month",
    date: '2026-03-20',
  },
  {
    slug: 'membership-renewal-2026',
    title: 'Reminder: Renew Your Membership by March 31',
    date: '2026-02-27',
  },
  {
    slug: 'induction-of-officers-2026',
    title: '2026 Officers and Directors Take Their Oath',
    date: '2026-01-23',
    photo: true,
  },
  { slug: 'ict-audit-seminar-2025', title: 'Year-End Seminar on Auditing ICT Systems', date: '2025-12-12' },
  {
    slug: 'internal-audit-week-2025',
    title: 'Members Celebrate Internal Audit Week',
    date: '2025-11-21',
  },
  {
    slug: 'national-convention-2025',
    title: 'AGIA Holds 2025 National Convention on Resilient Public Service',
    date: '2025-10-10',
  },
  { slug: 'free-webinar-august-2025', title: 'Free Webinar Recap, August 29, 2025', date: '2025-09-02' },
  {
    slug: 'election-2025-call-for-nominations',
    title: 'Call for Nominations: 2025 Election of the Board of Directors',
    date: '2025-08-01',
  },
];
