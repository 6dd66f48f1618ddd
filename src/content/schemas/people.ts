/** content/people/*.yaml: the Advisory Council, the Board of Directors and the Secretariat. */
import { z } from 'zod';
import { localPath, optionalText, shortText } from './fields';

const yearRange = () =>
  z.string().regex(/^(19|20)\d{2}(-(19|20)\d{2})?$/, {
    error: (issue) => `must be a year or a range of calendar years like 1998-2001 (got ${String(issue.input)})`,
  });

const photo = {
  /** Photo under public/images/people/; leave out to show the neutral default avatar. */
  image: localPath('images').optional(),
};

export const AdvisoryMemberSchema = z.strictObject({
  /** Full name, with honorifics as the person prefers. */
  name: shortText(),
  /** Agency or organization. */
  affiliation: shortText(),
  /** Years of service as calendar years, e.g. 2004-2006, or several: [1990-1992, 1996]. */
  years: z.array(yearRange()).min(1, { error: 'must list at least one year or range' }),
  /** Role shown above the name, e.g. Founder and Chairman (optional). */
  role: optionalText(),
  ...photo,
});

export const AdvisoryCouncilSchema = z.strictObject({
  /** Members in the order shown; the founder first. */
  members: z.array(AdvisoryMemberSchema),
});

export const BoardMemberSchema = z.strictObject({
  /** Full name. */
  name: shortText(),
  /** Post-nominal credentials, e.g. CPA, CIA (optional). */
  credentials: optionalText(),
  /** Position in the Board, e.g. President. */
  position: shortText(),
  /** Job title in the person's agency (optional). */
  title: optionalText(),
  /** Department or office (optional). */
  department: optionalText(),
  /** Agency or organization (optional). */
  organization: optionalText(),
  ...photo,
});

export const BoardSchema = z.strictObject({
  /** Term of the Board shown on the page, e.g. 2025-2026. */
  term: shortText(),
  /** Members in the order shown. */
  members: z.array(BoardMemberSchema),
});

export const SecretariatMemberSchema = z.strictObject({
  /** Full name. */
  name: shortText(),
  /** Position in the Secretariat. */
  position: shortText(),
  ...photo,
});

export const SecretariatSchema = z.strictObject({
  /** Staff in the order shown. */
  members: z.array(SecretariatMemberSchema),
});

export type AdvisoryMember = z.infer<typeof AdvisoryMemberSchema>;
export type BoardMember = z.infer<typeof BoardMemberSchema>;
export type SecretariatMember = z.infer<typeof SecretariatMemberSchema>;
export type Board = z.infer<typeof BoardSchema>;
export type AdvisoryCouncil = z.infer<typeof AdvisoryCouncilSchema>;
export type Secretariat = z.infer<typeof SecretariatSchema>;
