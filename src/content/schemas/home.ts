/**
 * content/home.yaml: the hero buttons, the dated notices (renewal season), the task links and the
 * Connect With Us section of the home page.
 */
import { z } from 'zod';
import { isoDate, shortText, sitePath, text } from './fields';

/** Icons drawn for the task links (src/components/home/task-links.tsx). */
export const TASK_ICON_NAMES = ['calendar', 'document', 'member', 'contact'] as const;

/**
 * A notice shown on the home page from `from` to `until` (both days included): renewal season, a
 * call for nominations. Dated in content, so the season starts and ends without a code change.
 */
export const NoticeSchema = z
  .strictObject({
    title: shortText().describe('The heading of the notice: `Renew your membership for 2027`'),
    text: text().describe('One or two sentences: what to do, by when, and what it costs'),
    from: isoDate().describe('The first day the home page shows it, `YYYY-MM-DD`'),
    until: isoDate().describe(
      'The last day the home page shows it, `YYYY-MM-DD`: the deadline it announces, at the latest',
    ),
    link: z
      .strictObject({
        label: shortText().describe('The link text: `How to renew`'),
        path: sitePath().describe(
          "A page of this site, or one of its sections by the heading's id (its words in lower case, joined by hyphens): `/membership#renew`",
        ),
      })
      .optional()
      .describe('Where the visitor acts on it'),
  })
  .refine((notice) => notice.until >= notice.from, {
    path: ['until'],
    when: (payload) => {
      const value = payload.value as { from?: unknown; until?: unknown } | undefined;
      return typeof value?.from === 'string' && typeof value.until === 'string';
    },
    error: (issue) => `must be on or after from (${(issue.input as { from: string }).from})`,
  });

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
  notices: z
    .array(NoticeSchema)
    .optional()
    .describe(
      'Dated notices at the top of the home page, each shown from its `from` day to its `until` day; past ones may stay in the file',
    ),
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
export type Notice = z.infer<typeof NoticeSchema>;
