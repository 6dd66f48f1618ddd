/** content/membership.yaml: the benefits, application steps and Code of Ethics of the membership pages. */
import { z } from 'zod';
import { httpsUrl, localPath, shortText, text } from './fields';
import type { DocumentLink } from './document';

const steps = () => z.array(text()).min(1, { error: 'must list at least one step' });

export const BenefitSchema = z.strictObject({
  /** Card heading, e.g. Expand Linkages. */
  title: shortText(),
  /** One or two sentences. */
  description: text(),
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
  /** Label of the buttons that lead to /membership/how-to-join. */
  joinLabel: shortText(),
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
export type Membership = z.infer<typeof MembershipSchema>;
/** The membership content as pages receive it: the form with its type and size. */
export type MembershipContent = Omit<Membership, 'application'> & {
  application: Omit<Membership['application'], 'manual'> & {
    manual: Omit<Membership['application']['manual'], 'form'> & { form: DocumentLink };
  };
};
