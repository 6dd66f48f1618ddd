import { describe, expect, it } from 'vitest';
import { membershipFeeProblems } from '../../scripts/content/membership-fees';

const FEES = `dues:
  - category: Entrance fee
    amount: 500
  - category: Annual fee
    amount: 1000
duesYear: 2027
`;

describe('membership fees quoted on the Membership page', () => {
  it('accepts amounts and a year that match membership.yaml', () => {
    const page = '---\ntitle: Membership\n---\n\n- **Cost in 2027**: ₱1,000 a year, plus ₱500 once.\n';
    expect(membershipFeeProblems(page, FEES)).toEqual([]);
  });

  it('names the line of an amount the fees file no longer has, and the fees it has', () => {
    const page = 'Intro\n\n- **Cost in 2027**: ₱1,200 a year, plus ₱500 once.\n';
    const problems = membershipFeeProblems(page, FEES);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/pages/membership.md', line: 3 });
    expect(problems[0]?.message).toContain(
      'says ₱1,200, which is not one of the fees in content/membership.yaml (₱500, ₱1,000)',
    );
  });

  it('names a year that is not the fees year', () => {
    const problems = membershipFeeProblems('- **Cost in 2026**: ₱1,000 a year.\n', FEES);
    expect(problems.map((problem) => problem.message)).toEqual([
      'says "Cost in 2026", but the fees in content/membership.yaml are for 2027 (duesYear): write "Cost in 2027"',
    ]);
  });

  it('says nothing when the fees file cannot be read (its own check reports it)', () => {
    expect(membershipFeeProblems('₱1', 'dues: [')).toEqual([]);
  });
});
