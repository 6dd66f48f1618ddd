/**
 * Where a training is published, by its id: its page and its calendar file, as paths from the
 * site's root (without the base path). One place, so every link, the calendar files, the sitemap
 * and the content checks agree with the page table's row `/training/events/:id` (src/site-pages.ts).
 */
export const TRAINING_EVENTS = '/training/events';

/** The page of a training: /training/events/{id}. */
export const trainingPath = (id: string) => `${TRAINING_EVENTS}/${id}`;

/** The calendar file of a training: /training/events/{id}.ics. */
export const trainingCalendarPath = (id: string) => `${trainingPath(id)}.ics`;
