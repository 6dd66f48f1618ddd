import { describe, expect, it } from 'vitest';
import { boardCardText, boardGroups, filled, formatYears } from '../../src/components/people/person-details';

describe('boardCardText', () => {
  it('joins name and credentials and lists title, department and organization in order', () => {
    expect(
      boardCardText({
        name: 'Maria Reyes',
        credentials: 'CPA, CIA',
        position: 'President',
        title: 'Director IV',
        department: 'Internal Audit Service',
        organization: 'DPWH',
      }),
    ).toEqual({
      heading: 'Maria Reyes, CPA, CIA',
      position: 'President',
      details: ['Director IV', 'Internal Audit Service', 'DPWH'],
    });
  });

  it('leaves out missing and blank fields without stray separators', () => {
    expect(
      boardCardText({
        name: 'Noel Espiritu',
        credentials: '  ',
        position: 'Auditor',
        department: '',
        organization: 'SSS',
      }),
    ).toEqual({ heading: 'Noel Espiritu', position: 'Auditor', details: ['SSS'] });
  });
});

describe('filled', () => {
  it('keeps only non-blank values, trimmed', () => {
    expect(filled([' a ', undefined, '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});

describe('formatYears', () => {
  it('writes ranges with an en dash and joins several', () => {
    expect(formatYears(['1959-1965'])).toBe('1959–1965');
    expect(formatYears(['1990-1992', '1996'])).toBe('1990–1992, 1996');
  });
});

describe('boardGroups', () => {
  it('puts the plain and ex-officio seats after the officers, each group in the order of the file', () => {
    const members = [
      'President',
      'Board Member',
      'Treasurer',
      'Ex-Officio Director/Immediate Past-President',
      'Assistant Public Relations Officer',
      ' Director ',
    ].map((position) => ({ position }));
    expect(boardGroups(members)).toEqual({
      officers: [
        { position: 'President' },
        { position: 'Treasurer' },
        { position: 'Assistant Public Relations Officer' },
      ],
      directors: [
        { position: 'Board Member' },
        { position: 'Ex-Officio Director/Immediate Past-President' },
        { position: ' Director ' },
      ],
    });
  });
});
