/** content/home.yaml: the hero buttons and the Connect With Us section of the home page. */
import { z } from 'zod';
import { shortText, sitePath, text } from './fields';

export const HomeSchema = z.strictObject({
  hero: z
    .strictObject({
      actions: z
        .array(
          z.strictObject({
            label: shortText().describe('The button text: `Become a member`'),
            path: sitePath().describe('A page of this site: `/membership/how-to-join`'),
          }),
        )
        .describe("The buttons under the association's name, in order"),
    })
    .describe('The top of the home page; its heading and text are `title` and the body of `pages/home.md`'),
  connect: z
    .strictObject({
      title: shortText().describe('The section heading: `Connect With Us`'),
      text: text().describe('One sentence above the social media page'),
    })
    .describe('The section with the social media page'),
});

export type Home = z.infer<typeof HomeSchema>;
