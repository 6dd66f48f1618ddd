/**
 * The Membership page's text may say what membership costs (its summary does, so a visitor sees
 * the cost on the first screen), but the fees themselves live in content/membership.yaml. When an
 * editor changes the fees there and forgets the page, the page would quote last year's amounts:
 * every peso amount and "in <year>" the page's text gives must match that file's `dues` and
 * `duesYear`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Problem } from './problems';
import { readContentText } from './read-text';

export const MEMBERSHIP_PAGE = 'content/pages/membership.md';
export const MEMBERSHIP_DATA = 'content/membership.yaml';

/** ₱1,000 or ₱ 1000 or PHP 1,000 -> 1000. */
const PESO = /(?:₱|PHP\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?/g;
const COST_YEAR = /\bCost in (\d{4})\b/g;

interface Fees {
  amounts: number[];
  year?: number;
}

/** The fees of membership.yaml, or undefined when the file cannot be read (its own check says why). */
function feesOf(text: string): Fees | undefined {
  try {
    const data = load(text) as { dues?: Array<{ amount?: unknown }>; duesYear?: unknown } | null;
    const amounts = (data?.dues ?? [])
      .map((due) => due.amount)
      .filter((amount): amount is number => typeof amount === 'number');
    return { amounts, year: typeof data?.duesYear === 'number' ? data.duesYear : undefined };
  } catch {
    return undefined;
  }
}

const peso = (amount: number) => `₱${amount.toLocaleString('en-US')}`;

/** Problems for the amounts and the year the page's text gives that the fees file does not. */
export function membershipFeeProblems(pageText: string, feesText: string): Problem[] {
  const fees = feesOf(feesText);
  if (!fees || fees.amounts.length === 0) return [];
  const listed = fees.amounts.map(peso).join(', ');
  const problems: Problem[] = [];
  pageText.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(PESO)) {
      const amount = Number((match[1] ?? '').replaceAll(',', ''));
      if (fees.amounts.includes(amount)) continue;
      problems.push({
        file: MEMBERSHIP_PAGE,
        line: index + 1,
        path: [],
        message: `says ${match[0].trim()}, which is not one of the fees in ${MEMBERSHIP_DATA} (${listed}): write the fee as that file gives it, or change the fee there first`,
      });
    }
    for (const match of text.matchAll(COST_YEAR)) {
      if (fees.year === undefined || Number(match[1]) === fees.year) continue;
      problems.push({
        file: MEMBERSHIP_PAGE,
        line: index + 1,
        path: [],
        message: `says "${match[0]}", but the fees in ${MEMBERSHIP_DATA} are for ${fees.year} (duesYear): write "Cost in ${fees.year}"`,
      });
    }
  });
  return problems;
}

/**
 * The check on a content tree: nothing when either file is missing or too large (the files' own
 * checks report that), read the one capped way content is read.
 */
export async function checkMembershipFees(root: string): Promise<Problem[]> {
  const page = path.join(root, MEMBERSHIP_PAGE);
  const data = path.join(root, MEMBERSHIP_DATA);
  if (!existsSync(page) || !existsSync(data)) return [];
  const [pageText, dataText] = await Promise.all([readContentText(page), readContentText(data)]);
  if (!('text' in pageText) || !('text' in dataText)) return [];
  return membershipFeeProblems(pageText.text, dataText.text);
}
