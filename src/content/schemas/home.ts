/** content/home.yaml: the hero buttons and the Connect With Us section of the home page. */
import { z } from 'zod';
import { shortText, sitePath, text } from './fields';

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
