/** content/home.yaml: the hero buttons and the Connect With Us section of the home page. */
import { z } from 'zod';
import { MAX_LENGTH, shortText, text } from './fields';

const sitePath = () =>
  z.string().max(MAX_LENGTH.path).regex(/^\/[a-z0-9/-]*$/, {
    error: (issue) => `must be a page of this site starting with /, like /training (got ${String(issue.input)})`,
  });

export const HomeSchema = z.strictObject({
  /** The hero under the association's name. */
  hero: z.strictObject({
    /** Buttons in order: label and the page they open. */
    actions: z.array(
      z.strictObject({
        /** Button text, e.g. Join. */
        label: shortText(),
        /** A page of this site, e.g. /membership/how-to-join. */
        path: sitePath(),
      }),
    ),
  }),
  /** The section with the social media page. */
  connect: z.strictObject({
    /** Section heading, e.g. Connect With Us. */
    title: shortText(),
    /** One sentence above the embedded page. */
    text: text(),
  }),
});

export type Home = z.infer<typeof HomeSchema>;
