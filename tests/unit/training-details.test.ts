/**
 * The optional facts of a training (fee, CPD units, audience, speakers, venue, deadline, seats):
 * editor messages for wrong values, and the wording cards and the event page show.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatProblem } from '../../scripts/content/problems';
import { formatPeso } from '../../src/lib/pesos';
import {
  detailLines,
  formatFee,
  formatRegisterBy,
  formatSeats,
  registerByNotice,
} from '../../src/lib/training-details';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A copy of the fixture site with one more training file. */
function siteWith(trainingYaml: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agia-training-details-'));
  roots.push(root);
  cpSync(path.join(SITE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(SITE, 'public'), path.join(root, 'public'), { recursive: true });
  writeFileSync(path.join(root, 'content/trainings/audit-2099-04.yaml'), trainingYaml);
  return root;
}

const BASE = [
  'id: audit-2099-04',
  'title: Audit Workshop',
  'date: 2099-04-15',
  'endDate: 2099-04-16',
  'type: Face-to-face Training',
  'location: Manila Hotel',
  'time: 8:00AM – 5:00PM',
  'registerLink: https://forms.agia.org.ph/register/audit',
];

describe('training details in content files', () => {
  it('accepts a training with every optional field filled in', async () => {
    const root = siteWith(
      [
        ...BASE,
        'summary: Two days on auditing the controls of a government office.',
        'fee:',
        '  member: 0',
        '  nonMember: 2500',
        'cpdUnits: 7.5',
        'objectives:',
        '  - Map the controls of a process',
        'audience: Internal auditors of LGUs',
        'paymentInstructions: Pay by bank deposit; send the proof to info@agia.org.ph.',
        'cancellationPolicy: Substitutes are welcome at no extra cost.',
        'contact: Training Secretariat, info@agia.org.ph',
        'speakers:',
        '  - name: Ana Cruz',
        '    role: Chief, Internal Audit Service',
        'venueAddress: One Rizal Park, Manila',
        'mapLink: https://www.openstreetmap.org/?mlat=14.58&mlon=120.97',
        'registrationDeadline: 2099-04-15',
        'seats: 30',
        'report: /news/ict-audit-seminar-2025',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('accepts a fee to be announced and a training without CPD units', async () => {
    const root = siteWith([...BASE, 'summary: A short course.', 'fee: tba', 'cpdUnits: none', ''].join('\n'));
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('refuses a training still to come without summary, fee and CPD units, naming the training', async () => {
    const root = siteWith([...BASE, ''].join('\n'));
    const { problems } = await buildContent(root, '2026-11-22');
    const until = '("Audit Workshop", until 2099-04-16)';
    expect(problems.map(formatProblem)).toEqual([
      `content/trainings/audit-2099-04.yaml:1 summary: is required for a training that has not ended ${until}: write two to four sentences on what participants learn`,
      `content/trainings/audit-2099-04.yaml:1 fee: is required for a training that has not ended ${until}: write the member and nonMember rates, or fee: tba while they are not set`,
      `content/trainings/audit-2099-04.yaml:1 cpdUnits: is required for a training that has not ended ${until}: write the number of CPD units, or cpdUnits: none`,
    ]);
  });

  it('requires nothing more of a training that has ended', async () => {
    const past = BASE.map((line) =>
      line
        .replace('2099-04-15', '2026-04-15')
        .replace('2099-04-16', '2026-04-16')
        .replace('audit-2099-04', 'audit-2026-04'),
    );
    const root = siteWith([...past, ''].join('\n'));
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('explains a fee or CPD units written another way, and a report that is not a news article', async () => {
    const root = siteWith(
      [
        ...BASE,
        'summary: A short course.',
        'fee: TBA',
        'cpdUnits: 0',
        'report: /news/no-such-article',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map(formatProblem)).toEqual([
      'content/trainings/audit-2099-04.yaml:10 fee: must be the member and non-member rates (member: 4500 and nonMember: 5500 on the lines below fee:) or the word tba while they are not set (got "TBA")',
      'content/trainings/audit-2099-04.yaml:11 cpdUnits: must be more than 0 (write none for a training without CPD units)',
      'content/trainings/audit-2099-04.yaml:12 report: links to /news/no-such-article, but the site has no page /news/no-such-article (check the address on the live site)',
    ]);
  });

  it('names the file, line and field of every wrong value in one run', async () => {
    const root = siteWith(
      [
        ...BASE,
        'fee:',
        '  member: 3,500',
        '  nonMember: -1',
        'cpdUnits: 16 units',
        'speakers:',
        '  - role: Director',
        'mapLink: http://maps.example.com/manila',
        'registrationDeadline: 2099-04-20',
        'seats: 0',
        '',
      ].join('\n'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)).map(formatProblem)).toEqual([
      'content/trainings/audit-2099-04.yaml:10 fee.member: must be a number of pesos without commas or units, like 4500 (got "3,500")',
      'content/trainings/audit-2099-04.yaml:11 fee.nonMember: must be zero or more pesos',
      'content/trainings/audit-2099-04.yaml:12 cpdUnits: must be a number of CPD units, like 16 or 7.5, or the word none (got "16 units")',
      'content/trainings/audit-2099-04.yaml:14 speakers[0].name: is required',
      'content/trainings/audit-2099-04.yaml:15 mapLink: must be a full https:// link (got http://maps.example.com/manila): write https://maps.example.com/manila',
      'content/trainings/audit-2099-04.yaml:16 registrationDeadline: must be on or before the first day of the training (date: 2099-04-15)',
      'content/trainings/audit-2099-04.yaml:17 seats: must be at least 1 seat',
    ]);
  });
});

describe('detail wording', () => {
  it('writes pesos with the sign and thousands separator, and zero as Free', () => {
    expect(formatPeso(3500)).toBe('₱3,500');
    expect(formatPeso(0)).toBe('Free');
    expect(formatFee({ member: 3500, nonMember: 4500 })).toBe('₱3,500 members, ₱4,500 non-members');
    expect(formatFee({ member: 2000, nonMember: 2000 })).toBe('₱2,000');
  });

  it('writes pesos as the en-PH currency format does, without Intl (decision record 006)', () => {
    const intl = new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: 'PHP',
      maximumFractionDigits: 0,
    });
    const amounts = [
      1, 9, 10, 99, 100, 999, 1000, 1500, 9999, 10000, 99999, 100000, 123456, 1000000, 12345678,
    ];
    for (const amount of amounts) expect(formatPeso(amount), String(amount)).toBe(intl.format(amount));
  });

  it('lists only the facts a training gives, in reading order', () => {
    expect(detailLines({ date: '2026-12-01' })).toEqual([]);
    expect(detailLines({ date: '2026-12-01', fee: 'tba', cpdUnits: 'none' })).toEqual([]);
    expect(
      detailLines(
        {
          date: '2026-12-01',
          seats: 40,
          cpdUnits: 1,
          registrationDeadline: '2026-11-28',
          fee: { member: 0, nonMember: 500 },
        },
        { short: true, upcoming: true, cpdProvider: '1234' },
      ),
    ).toEqual([
      {
        kind: 'fee',
        label: 'Fee',
        value: 'Free members, ₱500 non-members',
        parts: ['Free members', '₱500 non-members'],
      },
      { kind: 'cpd', label: 'CPD units', value: '1 CPD unit (PRC CPD Provider No. 1234)' },
      { kind: 'registerBy', label: 'Register by', value: 'Nov 28, 2026' },
      { kind: 'seats', label: 'Seats', value: 'Limited to 40 participants' },
    ]);
  });

  it('says what is still to be announced on a training to come, and the day before it starts without a deadline', () => {
    expect(detailLines({ date: '2026-12-01' }, { upcoming: true })).toEqual([
      { kind: 'fee', label: 'Fee', value: 'Fee to be announced', parts: ['Fee to be announced'] },
      { kind: 'cpd', label: 'CPD units', value: 'CPD units to be announced' },
      { kind: 'registerBy', label: 'Register by', value: 'November 30, 2026' },
    ]);
    expect(
      detailLines(
        { date: '2026-12-01', fee: 'tba', cpdUnits: 'none' },
        { upcoming: true, registerBy: false, cpdProvider: '1234' },
      ),
    ).toEqual([
      { kind: 'fee', label: 'Fee', value: 'Fee to be announced', parts: ['Fee to be announced'] },
      { kind: 'cpd', label: 'CPD units', value: 'No CPD units' },
    ]);
  });

  it('says the seats are the size of the class, one wording everywhere', () => {
    expect(formatSeats(40)).toBe('Limited to 40 participants');
    expect(formatSeats(1)).toBe('Limited to 1 participant');
  });

  it('keeps only the CPD units a completed training earned: its fee, deadline and seats are past', () => {
    const done = {
      date: '2026-11-18',
      seats: 40,
      cpdUnits: 16,
      registrationDeadline: '2026-11-11',
      fee: { member: 3500, nonMember: 4500 },
    };
    expect(detailLines(done, { short: true, cpdProvider: '1234' })).toEqual([
      { kind: 'cpd', label: 'CPD units', value: '16 CPD units (PRC CPD Provider No. 1234)' },
    ]);
    expect(detailLines({ ...done, cpdUnits: 'none' })).toEqual([]);
  });

  it('says the last day to register is today or tomorrow on those days, the date otherwise', () => {
    const training = { date: '2026-12-03', registrationDeadline: '2026-11-28', fee: 'tba' as const };
    const registerBy = (today: string) =>
      detailLines(training, { short: true, upcoming: true, today }).find(
        (line) => line.label === 'Register by',
      );
    expect(registerBy('2026-11-28')).toEqual({
      kind: 'registerBy',
      label: 'Register by',
      value: 'Today (Nov 28)',
      urgent: true,
    });
    expect(registerBy('2026-11-27')).toEqual({
      kind: 'registerBy',
      label: 'Register by',
      value: 'Tomorrow (Nov 28)',
      urgent: true,
    });
    expect(registerBy('2026-11-26')).toEqual({
      kind: 'registerBy',
      label: 'Register by',
      value: 'Nov 28, 2026',
    });
    // Without a deadline the last day is the day before the start.
    expect(formatRegisterBy('2026-12-02', '2026-12-02')).toEqual({ text: 'Today (December 2)', soon: true });
    expect(formatRegisterBy('2027-01-01', '2026-12-31')).toEqual({
      text: 'Tomorrow (January 1)',
      soon: true,
    });
    expect(formatRegisterBy('2026-12-02', undefined)).toEqual({ text: 'December 2, 2026', soon: false });
  });

  it('says beside Register now that registration closes today or tomorrow, the full date otherwise', () => {
    expect(registerByNotice('2026-11-28', '2026-11-28')).toEqual({
      text: 'Registration closes today',
      soon: true,
    });
    expect(registerByNotice('2026-11-28', '2026-11-27')).toEqual({
      text: 'Registration closes tomorrow',
      soon: true,
    });
    expect(registerByNotice('2026-11-28', '2026-11-26')).toEqual({
      text: 'Register by November 28, 2026',
      soon: false,
    });
  });
});
