/** content/membership.yaml: the benefits, application steps and Code of Ethics of the membership pages. */
import { z } from 'zod';
import { describe, httpsUrl, localPath, optionalText, shortText, text } from './fields';
import type { DocumentLink } from './document';

const steps = () => z.array(text()).min(1, { error: 'must list at least one step' });

export const BenefitSchema = z.strictObject({
  title: shortText().describe('The card heading: `Expand Linkages`'),
  description: text().describe('One or two sentences'),
});

/** How often a fee is paid, as the dues table says it. */
export const DUES_PERIODS = ['per year', 'one time'] as const;

export const DuesSchema = z.strictObject({
  category: shortText().describe('What the fee is for: `Annual membership fee, regular member`'),
  amount: z
    .number({
      error: (issue) =>
        `must be a number of pesos without commas or ₱, like 1000 (got ${describe(issue.input)})`,
    })
    .int({ error: 'must be a whole number of pesos, like 1000' })
    .nonnegative({ error: 'must be zero or more pesos' })
    .max(1_000_000, { error: 'is more than 1,000,000 pesos; check the number' })
    .describe('The amount in pesos, a whole number without commas or `₱`: `1000` (`0` shows as Free)'),
  period: z
    .enum(DUES_PERIODS, {
      error: (issue) => `must be one of: ${DUES_PERIODS.join(', ')} (got ${describe(issue.input)})`,
    })
    .describe('How often it is paid'),
  note: optionalText().describe(
    'One sentence on who pays it or when: `Paid once, with the first annual fee.`',
  ),
});

/** The fields both application cards have, described for the card they are in. */
const applicationCard = (example: { title: string; action: string }) => ({
  title: shortText().describe(`The card heading: \`${example.title}\``),
  description: text().describe('One sentence under the heading'),
  steps: steps().describe(
    'How to apply this way, one sentence each, shown as bullets: only the first step of the process (`process`), which tells the rest once for both ways',
  ),
  action: shortText().describe(`The button text: \`${example.action}\``),
});

export const MembershipSchema = z.strictObject({
  benefits: z
    .array(BenefitSchema)
    .min(1, { error: 'must list at least one benefit' })
    .describe('The cards on /membership/why-join, in order'),
  joinLabel: shortText().describe(
    'Text of the "Become a member" button under the benefits and the dues (it opens /membership/how-to-join)',
  ),
  dues: z
    .array(DuesSchema)
    .min(1, { error: 'must list at least one fee (category, amount, period)' })
    .describe(
      'The membership fees, one entry each, shown as a table on /membership/how-to-join and /membership/guidelines (under its last section, Dues). The summary at the top of content/pages/membership.md quotes them: the check refuses an amount there that is not one of these',
    ),
  duesYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe(
      'The year the fees in `dues` are for: `2027`. The dues table is headed "Dues for 2027"; change it with the fees each year, and the "Cost in 2027" line of content/pages/membership.md with it (the check compares them)',
    ),
  application: z
    .strictObject({
      online: z
        .strictObject({
          ...applicationCard({ title: 'Online Application', action: 'Start Online Application' }),
          url: httpsUrl().describe('The external online application (`https://...`), opened in a new tab'),
        })
        .describe('The online application card'),
      manual: z
        .strictObject({
          ...applicationCard({ title: 'Manual Application', action: 'Download Form' }),
          form: localPath('documents').describe(
            'The PDF form in `public/documents/`: `/documents/agia-membership-form.pdf`',
          ),
        })
        .describe('The manual application card'),
      note: text().describe('The note on the monthly committee review and Board confirmation'),
      processTitle: shortText().describe('The heading of the membership process'),
      process: steps().describe(
        'The membership process, from application to official receipt, in order, numbered on the page: told once for the online and the manual application alike (the cards say how each way of applying goes)',
      ),
    })
    .describe('The two ways to apply, on /membership/how-to-join'),
  ethics: z
    .strictObject({
      leadIn: text().describe(
        'The sentence before the commitments: `"As an AGIA Member, I shall:"` (keep the quotes: it contains `: `)',
      ),
      commitments: z
        .array(text())
        .min(1, { error: 'must list at least one commitment' })
        .describe('The commitments in order, one sentence each'),
    })
    .describe('The Code of Ethics on /membership/code-of-ethics'),
});

export type Benefit = z.infer<typeof BenefitSchema>;
export type Dues = z.infer<typeof DuesSchema>;
export type Membership = z.infer<typeof MembershipSchema>;
/** The membership content as pages receive it: the form with its type and size. */
export type MembershipContent = Omit<Membership, 'application'> & {
  application: Omit<Membership['application'], 'manual'> & {
    manual: Omit<Membership['application']['manual'], 'form'> & { form: DocumentLink };
  };
};
