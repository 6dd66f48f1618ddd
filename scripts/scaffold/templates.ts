/**
 * What the scaffolds write: every field of the schema, required ones filled with today's date,
 * the title, its slug, or a "TODO: ..." placeholder that the content check refuses until it is
 * replaced; optional ones commented out with a line saying what they are for.
 */
import { dump } from 'js-yaml';
import { editorLayout } from '../content/editor-layout';

/** A YAML scalar as the editor would write it (quoted only when YAML needs it). */
const scalar = (value: string) => dump(value, { lineWidth: -1 }).trimEnd();

export interface NewsDraft {
  title: string;
  slug: string;
  date: string;
}

export function newsFile({ title, slug, date }: NewsDraft): string {
  return `---
title: ${scalar(title)}
date: ${date}
excerpt: "TODO: one or two sentences for the news list, the home page and the feed"
# No photo? Delete the next three lines: the lists then show a text card (drawings are not used as photos).
listImage: /images/news/${slug}.jpg
headerImage: /images/news/${slug}.jpg
imageAlt: "TODO: what the photo shows, for visitors who cannot see it"
# location: Quezon City        # optional: where it happened
# draft: true                  # optional: keeps the article off the site while you work on it (it is still checked)
# slug: ${slug}   # optional: the address /news/${slug}; without it the file name is used
---

TODO: write the article here, in place of this line ("Writing the article" in content/README.md shows headings, photos and galleries).
`;
}

export interface TrainingDraft {
  id: string;
  title: string;
  date: string;
}

/**
 * A training's file, laid out as the web editor saves it (no comments: the editor would delete
 * them; the optional fields are described in content/README.md).
 */
export function trainingFile({ id, title, date }: TrainingDraft): string {
  const training = {
    id,
    title,
    date,
    endDate: date,
    type: 'TODO: Virtual Training or Face-to-face Training',
    location: 'TODO: Via Zoom, or the venue: hotel and city',
    time: 'TODO: 8:00AM – 5:00PM, or 8:00AM – 12:00NN for a half day',
    // Short enough to stay on one line: the web editor folds longer lines with backslashes.
    registerLink: 'TODO: the https:// address of the registration form',
  };
  return editorLayout('yaml', training, Object.keys(training));
}

export interface IssuanceDraft {
  title: string;
  slug: string;
}

/** One entry of a category's items, indented by `indent` spaces. */
export function issuanceEntry({ title, slug }: IssuanceDraft, indent: number): string {
  const pad = ' '.repeat(indent);
  return [
    `${pad}- title: ${scalar(title)}`,
    `${pad}  # date: YYYY-MM-DD   # optional: the date of the issuance; leave out when unknown`,
    `${pad}  description: "TODO: what the issuance is about, in one or two sentences"`,
    `${pad}  file: /documents/${slug}.pdf`,
    '',
  ].join('\n');
}
