/** content/membership.yaml: the benefits, application steps and Code of Ethics of the membership pages. */
import { z } from 'zod';
import { describe, httpsUrl, localPath, optionalText, shortText, text } from './fields';
import type { DocumentLink } from './document';

const steps = () => z.array(text()).min(1, { error: 'must list at least one step' });

export const BenefitSchema = z.strictObject({
  /** Card heading, e.g. Expand Linkages. */
  title: shortText(),
  /** One or two sentences. */
  description: text(),
});

/** How often a fee is paid, as the dues table says it. */
export const DUES_PERIODS = ['per year', 'one time'] as const;

export const DuesSchema = z.strictObject({
  /** What the fee is for, e.g. Annual membership fee (regular member). */
  category: shortText(),
  /** The amount in pesos, a whole number without commas or ₱, e.g. 1000 (0 shows as Free). */
  amount: z
    .number({ error: (issue) => `must be a number of pesos without commas or ₱, like 1000 (got ${describe(issue.input)})` })
    .int({ error: 'must be a whole number of pesos, like 1000' })
    .nonnegative({ error: 'must be zero or more pesos' })
    .max(1_000_000, { error: 'is more than 1,000,000 pesos; check the number' }),
  /** per year or one time. */
  period: z.enum(DUES_PERIODS, {
    error: (issue) => `must be one of: ${DUES_PERIODS.join(', ')} (got ${describe(issue.input)})`,
  }),
  /** Optional: one sentence on who pays it or when, e.g. Paid once, with the first annual fee. */
  note: optionalText(),
});

const applicationCard = {
  /** Card heading, e.g. Online Application. */
  title: shortText(),
  /** One sentence under the heading. */
  description: text(),
  /** The steps in order, one sentence each. */
  steps: steps(),
  /** Button label, e.g. Start Online Application. */
  action: shortText(),
};

export const MembershipSchema = z.strictObject({
  /** Benefit cards of /membership/why-join, in order. */
  benefits: z.array(BenefitSchema).min(1, { error: 'must list at least one benefit' }),
  /** Label of the "Become a member" button that leads to /membership/how-to-join. */
  joinLabel: shortText(),
  /** The membership fees, one row each, shown on /membership/how-to-join and /membership/guidelines. */
  dues: z.array(DuesSchema).min(1, { error: 'must list at least one fee (category, amount, period)' }),
  /** The two ways to apply, shown on /membership/how-to-join. */
  application: z.strictObject({
    /** The online application card. */
    online: z.strictObject({
      ...applicationCard,
      /** The external online application (https); opens in a new tab. */
      url: httpsUrl(),
    }),
    /** The manual application card. */
    manual: z.strictObject({
      ...applicationCard,
      /** The application form under public/documents/. */
      form: localPath('documents'),
    }),
    /** The note on monthly committee review and Board confirmation. */
    note: text(),
    /** Heading of the process list. */
    processTitle: shortText(),
    /** The membership process from application to confirmation, in order. */
    process: steps(),
  }),
  /** /membership/code-of-ethics. */
  ethics: z.strictObject({
    /** The sentence before the list, e.g. "As an AGIA Member, I shall:". */
    leadIn: text(),
    /** The commitments in order, one sentence each. */
    commitments: z.array(text()).min(1, { error: 'must list at least one commitment' }),
  }),
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
