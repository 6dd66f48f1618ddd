/** content/people/*.yaml: the Advisory Council, the Board of Directors and the Secretariat. */
import { z } from 'zod';
import { localPath, optionalText, shortText } from './fields';

const yearRange = () =>
  z.string().regex(/^(19|20)\d{2}(-(19|20)\d{2})?$/, {
    error: (issue) =>
      `must be a year or a range of calendar years like 1998-2001 (got ${String(issue.input)})`,
  });

const photo = {
  image: localPath('images')
    .optional()
    .describe(
      'A square photo under `public/images/people/` (`/images/people/maria-reyes.jpg`); without it the card shows the name and the other lines only',
    ),
};

export const AdvisoryMemberSchema = z.strictObject({
  name: shortText().describe(
    'Full name, with the honorific the person prefers (`Atty. Rodolfo M. Santiago`)',
  ),
  affiliation: shortText().describe('Agency or organization'),
  years: z
    .array(yearRange())
    .min(1, { error: 'must list at least one year or range' })
    .describe(
      'Years of service as calendar years or ranges, in a list: `[1959-1965]`, or `[1990-1992, 1996]`',
    ),
  role: optionalText().describe('A line above the affiliation: `Founder and Chairman`, `Past President`'),
  ...photo,
});

export const AdvisoryCouncilSchema = z.strictObject({
  members: z
    .array(AdvisoryMemberSchema)
    .describe('The founder and chairman first, then the past leaders, in the order shown'),
});

export const BoardMemberSchema = z.strictObject({
  name: shortText().describe('Full name'),
  credentials: optionalText().describe('Post-nominals, shown after the name: `CPA, CIA`'),
  position: shortText().describe('Position in the Board: `President`, `Treasurer`, `Board Member`, ...'),
  title: optionalText().describe("Job title in the person's agency: `Director IV`"),
  department: optionalText().describe('Department or office: `Internal Audit Service`'),
  organization: optionalText().describe('Agency: `Department of Health`'),
  ...photo,
});

export const BoardSchema = z.strictObject({
  term: shortText().describe('The term of the Board, shown under the heading: `2025-2026`'),
  members: z.array(BoardMemberSchema).describe('The members of the Board, in the order shown'),
});

export const SecretariatMemberSchema = z.strictObject({
  name: shortText().describe('Full name'),
  position: shortText().describe('Position in the Secretariat: `Executive Director`'),
  ...photo,
});

export const SecretariatSchema = z.strictObject({
  members: z.array(SecretariatMemberSchema).describe('The staff, in the order shown'),
});

export type AdvisoryMember = z.infer<typeof AdvisoryMemberSchema>;
export type BoardMember = z.infer<typeof BoardMemberSchema>;
export type SecretariatMember = z.infer<typeof SecretariatMemberSchema>;
export type Board = z.infer<typeof BoardSchema>;
export type AdvisoryCouncil = z.infer<typeof AdvisoryCouncilSchema>;
export type Secretariat = z.infer<typeof SecretariatSchema>;
