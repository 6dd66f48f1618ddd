/** content/home.yaml: the hero buttons, the task links and the Connect With Us section of the home page. */
import { z } from 'zod';
import { shortText, sitePath, text } from './fields';

/** Icons drawn for the task links (src/components/home/task-links.tsx). */
export const TASK_ICON_NAMES = ['calendar', 'document', 'member', 'contact'] as const;

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
  tasks: z
    .strictObject({
      title: shortText().describe('The heading above the links: `What do you want to do?`'),
      links: z
        .array(
          z.strictObject({
            label: shortText().describe('The link text, a few words: `Find a training`'),
            path: sitePath().describe('A page of this site: `/training/calendar`'),
            icon: z
              .enum(TASK_ICON_NAMES, {
                error: (issue) => `must be one of ${TASK_ICON_NAMES.join(', ')} (got ${String(issue.input)})`,
              })
              .describe('The picture beside the text'),
          }),
        )
        .min(1)
        .max(4)
        .describe(
          'The links, in order: one to four; four fill one row on a wide screen, two rows of two on a phone',
        ),
    })
    .optional()
    .describe('The row of large links under the top of the home page; leave it out to show none'),
  connect: z
    .strictObject({
      title: shortText().describe('The section heading: `Connect With Us`'),
      text: text().describe('One sentence above the social media page'),
    })
    .describe('The section with the social media page'),
});

export type Home = z.infer<typeof HomeSchema>;
