// @vitest-environment jsdom
/** The training's optional facts on its card and on its event page, found by role and text. */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareLink, shareMailto } from '../../src/components/training/share-link';
import { TrainingCard } from '../../src/components/training/training-card';
import { TrainingAbout } from '../../src/components/training/training-about';
import { TrainingFacts } from '../../src/components/training/training-facts';
import type { Site } from '../../src/content/schemas/site';
import type { Training } from '../../src/content/schemas/training';
import { TrainingDetailList } from '../../src/components/training/training-detail-list';
import { addDays, formatDate, manilaDate } from '../../src/lib/dates';
import { renderToString } from 'react-dom/server';

afterEach(cleanup);

// The association's details as a test site gives them: the live site.yaml may or may not carry
// its registration numbers yet, and these tests must not depend on it.
const testSite: { accreditation: Site['accreditation'] } = vi.hoisted(() => ({
  accreditation: { prcCpdProvider: '1023' },
}));
vi.mock('#generated/site', async (importOriginal) => {
  const original: { site: Site } = await importOriginal();
  return {
    site: new Proxy(original.site, {
      get: (target, key): unknown =>
        key === 'accreditation' ? testSite.accreditation : Reflect.get(target, key),
    }),
  };
});

const plain: Training = {
  id: 'plain-2030-04',
  title: 'Plain Training',
  type: 'Virtual Training',
  date: '2030-04-02',
  endDate: '2030-04-02',
  location: 'Via Zoom',
  time: '8:00AM – 12:00NN',
  registerLink: 'https://example.org/plain',
};

const full: Training = {
  ...plain,
  id: 'full-2030-04',
  title: 'Full Training',
  type: 'Face-to-face Training',
  location: 'Manila Hotel',
  fee: { member: 3500, nonMember: 4500 },
  cpdUnits: 16,
  audience: 'Internal auditors of LGUs',
  speakers: [{ name: 'Ana Cruz', role: 'Chief, Internal Audit Service' }, { name: 'Ben Diaz' }],
  venueAddress: 'One Rizal Park, Manila',
  mapLink: 'https://www.openstreetmap.org/?mlat=14.58',
  registrationDeadline: '2030-03-28',
  seats: 40,
};

/** The text of each dt and its dd, as pairs. */
function definitions(list: HTMLElement): Array<[string, string]> {
  return [...list.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

/** The text of each fact line of a card (its detail list: fee, CPD units, register by). */
function cardFacts(card: HTMLElement): string[] {
  return [...card.querySelectorAll('li')].map((li) => li.textContent ?? '');
}

describe('training card', () => {
  it('shows fee, CPD units, deadline and seats when the file gives them', () => {
    render(
      <MemoryRouter>
        <TrainingCard training={full} status="upcoming" />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    // A card is short: one line each, no provider number and no seats (both on the event page).
    expect(cardFacts(card).slice(2)).toEqual([
      'Fee: ₱3,500 members, ₱4,500 non-members',
      'CPD units: 16 CPD units',
      'Register by: Register by Mar 28, 2030',
    ]);
    // Each line has its icon, in the column of the icons of the dates, time and place.
    for (const line of card.querySelectorAll('li')) expect(line.querySelector('svg')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Full Training' }).getAttribute('href')).toBe(
      '/training/events/full-2030-04',
    );
  });

  it('says what is still to be announced, and registration closes the day before the start', () => {
    render(
      <MemoryRouter>
        <TrainingCard training={{ ...plain, fee: 'tba' }} status="upcoming" />
      </MemoryRouter>,
    );
    expect(cardFacts(screen.getByRole('article')).slice(2)).toEqual([
      'Fee: Fee to be announced',
      'CPD units: CPD units to be announced',
      'Register by: Register by Apr 1, 2030',
    ]);
  });

  it('shows only the CPD units of a completed training, not its fee, deadline or seats', () => {
    render(
      <MemoryRouter>
        <TrainingCard training={full} status="completed" />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article');
    expect(cardFacts(card).slice(2)).toEqual(['CPD units: 16 CPD units']);
    expect(within(card).getByRole('button', { name: 'Completed' })).toHaveProperty('disabled', true);
    expect(within(card).queryByRole('link', { name: /^Register now/ })).toBeNull();
  });

  it('shows no facts list for a completed training without them, and links its report', () => {
    render(
      <MemoryRouter>
        <TrainingCard training={{ ...plain, report: '/news/plain-report' }} status="completed" />
      </MemoryRouter>,
    );
    expect(cardFacts(screen.getByRole('article'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Read the report on Plain Training' }).getAttribute('href')).toBe(
      '/news/plain-report',
    );
  });
});

describe('event page facts', () => {
  it('lists every fact an agency checks, the venue last, with the map opening in a new tab', () => {
    const { container } = render(<TrainingFacts training={full} dates="April 2, 2030" upcoming />);
    // The last day to register is said beside Register now, above the list.
    expect(definitions(container.querySelector('dl')!)).toEqual([
      ['Dates', 'April 2, 2030'],
      ['Time', '8:00 AM to 12:00 PM'],
      ['Fee', '₱3,500 members, ₱4,500 non-members'],
      ['CPD units', '16 CPD unitsPRC CPD Provider No. 1023'],
      ['Seats', 'Limited to 40 participants'],
      ['Location', 'Manila HotelOne Rizal Park, ManilaView map of the venue (opens in a new tab)'],
    ]);
    // Every label has its icon, so the labels start in one column.
    for (const term of container.querySelectorAll('dt')) expect(term.querySelector('svg')).not.toBeNull();
    const map = screen.getByRole('link', { name: /view map/i });
    expect(map.getAttribute('href')).toBe(full.mapLink);
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says no provider number while the association has none on file', () => {
    testSite.accreditation = {};
    try {
      const { container } = render(<TrainingFacts training={full} dates="April 2, 2030" upcoming />);
      expect(definitions(container.querySelector('dl')!)).toContainEqual(['CPD units', '16 CPD units']);
    } finally {
      testSite.accreditation = { prcCpdProvider: '1023' };
    }
  });

  it('keeps to when, where and the CPD units once the training is over', () => {
    const { container } = render(<TrainingFacts training={full} dates="April 2, 2030" />);
    expect(definitions(container.querySelector('dl')!)).toEqual([
      ['Dates', 'April 2, 2030'],
      ['Time', '8:00 AM to 12:00 PM'],
      ['CPD units', '16 CPD unitsPRC CPD Provider No. 1023'],
      ['Location', 'Manila HotelOne Rizal Park, ManilaView map of the venue (opens in a new tab)'],
    ]);
  });

  it('keeps to dates, time and location when nothing else is given', () => {
    const { container } = render(<TrainingFacts training={plain} dates="April 2, 2030" />);
    expect(definitions(container.querySelector('dl')!).map(([label]) => label)).toEqual([
      'Dates',
      'Time',
      'Location',
    ]);
  });
});

describe('event page details', () => {
  it('follows the facts with what the file gives, each under its own heading, in reading order', () => {
    render(
      <TrainingAbout
        training={{
          ...full,
          summary: 'Two days on controls.',
          objectives: ['Map controls', 'Find gaps'],
          paymentInstructions: 'Pay by bank deposit.',
          cancellationPolicy: 'Substitutes are welcome.',
          contact: 'Training Secretariat',
        }}
        registrationOpen
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'About this training',
      'What you will learn',
      'Who should attend',
      'Speakers',
      'How to pay',
      'Cancellation and substitution',
      'Questions',
    ]);
    expect(screen.getByRole('region', { name: 'Speakers' }).textContent).toBe(
      'SpeakersAna Cruz, Chief, Internal Audit ServiceBen Diaz',
    );
  });

  it('leaves out How to pay once registration has closed or the training has ended', () => {
    render(
      <TrainingAbout
        training={{
          ...full,
          summary: 'Two days on controls.',
          paymentInstructions: 'Pay before the deadline.',
        }}
        registrationOpen={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'About this training' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByText('Pay before the deadline.')).toBeNull();
  });

  it('leaves out what the file does not give', () => {
    render(<TrainingAbout training={plain} registrationOpen />);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });
});

describe('share link', () => {
  it('is a plain e-mail link carrying the title and the address', () => {
    const href = shareMailto({ url: 'https://www.agia.org.ph/training/events/x', title: 'Audit & Risk' });
    expect(href).toBe(
      'mailto:?subject=Audit%20%26%20Risk&body=Audit%20%26%20Risk%0Ahttps%3A%2F%2Fwww.agia.org.ph%2Ftraining%2Fevents%2Fx',
    );
    render(<ShareLink url="https://www.agia.org.ph/training/events/x" title="Audit & Risk" />);
    expect(screen.getByRole('link', { name: 'Share this training' }).getAttribute('href')).toBe(href);
  });
});

describe('a last day to register that is the visitor’s day', () => {
  // The real Manila day, so that the browser's render would call it "Today".
  const deadline = manilaDate();
  const training: Training = {
    ...plain,
    date: addDays(deadline, 7),
    endDate: addDays(deadline, 7),
    registrationDeadline: deadline,
  };

  it('is a plain date in the prerendered HTML, which is read on later days too', () => {
    const html = renderToString(<TrainingDetailList training={training} upcoming registerBy />);
    expect(html).toContain(formatDate(deadline, { short: true }));
    expect(html).not.toMatch(/Today|Tomorrow/);
  });

  it('is called today once the browser has said which day it is', () => {
    render(<TrainingDetailList training={training} upcoming registerBy />);
    expect(screen.getByText(/^Today \(/)).toBeTruthy();
  });
});
