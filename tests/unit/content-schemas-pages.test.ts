import { describe, expect, it } from 'vitest';
import { HomeSchema } from '../../src/content/schemas/home';
import { MembershipSchema } from '../../src/content/schemas/membership';
import { validate } from '../../scripts/content/validate';

const where = { file: 'content/membership.yaml', lineOf: () => 3 };

describe('membership and home schemas', () => {
  it('tells editors when a due is not a number or period, the application URL is not https and a field is misspelt', () => {
    const card = { title: 'T', description: 'D', steps: ['s'], action: 'A' };
    const { problems } = validate(
      MembershipSchema,
      {
        benefits: [{ title: 'Expand Linkages', description: 'x' }],
        joinLabel: 'Join',
        dues: [
          { category: 'Annual membership fee', amount: '1,000', period: 'per year' },
          { category: 'Entrance fee', amount: 500, period: 'monthly', note: 'Once.' },
        ],
        application: {
          online: { ...card, url: 'http://forms.example.org' },
          manual: { ...card, form: '/documents/form.pdf' },
          note: 'n',
          processTitle: 'p',
          process: ['a'],
        },
        ethics: { leadIn: 'As an AGIA Member, I shall:', commitments: ['c'], commitmens: [] },
      },
      where,
    );
    expect(problems.map((problem) => `${problem.path.join('.')}: ${problem.message}`)).toEqual([
      'dues.0.amount: must be a number of pesos without commas or ₱, like 1000 (got "1,000")',
      'dues.1.period: must be one of: per year, one time (got "monthly")',
      'application.online.url: must be a full https:// link (got http://forms.example.org): write https://forms.example.org',
      'ethics.commitmens: is not a known field: did you mean "commitments"? (docs/content-reference.md lists the fields)',
    ]);
  });

  it('refuses a hero button that points outside the site', () => {
    const { problems } = validate(
      HomeSchema,
      {
        hero: { actions: [{ label: 'Join', path: 'https://example.org' }] },
        connect: { title: 'C', text: 't' },
      },
      { file: 'content/home.yaml', lineOf: () => 4 },
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'must be a page of this site starting with /, like /training (got https://example.org)',
    ]);
  });

  it('tells editors when a task link has an unknown icon or the row has more than four links', () => {
    const link = { label: 'Find a training', path: '/training/calendar', icon: 'calendar' };
    const { problems } = validate(
      HomeSchema,
      {
        hero: { actions: [] },
        tasks: {
          title: 'What do you want to do?',
          links: [link, link, link, { ...link, icon: 'phone' }],
        },
        connect: { title: 'C', text: 't' },
      },
      { file: 'content/home.yaml', lineOf: () => 9 },
    );
    const five = validate(
      HomeSchema,
      {
        hero: { actions: [] },
        tasks: { title: 'What do you want to do?', links: [link, link, link, link, link] },
        connect: { title: 'C', text: 't' },
      },
      { file: 'content/home.yaml', lineOf: () => 9 },
    );
    expect(
      [...problems, ...five.problems].map((problem) => `${problem.path.join('.')}: ${problem.message}`),
    ).toEqual([
      'icon: must be one of calendar, document, member, contact (got phone)',
      'tasks.links: must list at most 4',
    ]);
  });

  it('accepts a home page without task links', () => {
    const { problems } = validate(
      HomeSchema,
      { hero: { actions: [] }, connect: { title: 'C', text: 't' } },
      { file: 'content/home.yaml', lineOf: () => 1 },
    );
    expect(problems).toEqual([]);
  });
});
