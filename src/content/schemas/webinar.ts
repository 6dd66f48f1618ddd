/** content/webinars.yaml: free webinars; the next one is featured, past posters form the archive. */
import { z } from 'zod';
import { altText, httpsUrl, isoDate, localPath, shortText, slug } from './fields';

export const WebinarSchema = z.strictObject({
  /** Unique identifier, e.g. webinar-2025-08. */
  id: slug(),
  /** Title of the webinar. */
  title: shortText(),
  /** Subtitle or theme. */
  subtitle: shortText(),
  /** Day of the webinar, YYYY-MM-DD. */
  date: isoDate(),
  /** Time as shown, e.g. 2:00pm to 4:00pm. */
  time: shortText(),
  /** Platform, e.g. via Zoom. */
  platform: shortText(),
  /** The speaker. */
  speaker: z.strictObject({
    /** Full name. */
    name: shortText(),
    /** Credentials, one per line. */
    credentials: z.array(shortText()),
  }),
  /** Poster image under public/images/webinars/. */
  imageUrl: localPath('images'),
  /** Describes the poster for people who cannot see it. */
  altText: altText(),
  /** External registration page (https). */
  registerLink: httpsUrl(),
});

export const WebinarsSchema = z.strictObject({
  /** All webinars, any order. */
  webinars: z.array(WebinarSchema),
});

export type Webinar = z.infer<typeof WebinarSchema>;
export type Webinars = z.infer<typeof WebinarsSchema>;
