/**
 * What the scaffolds write: every field of the schema, required ones filled with today's date,
 * the title, its slug, or a "TODO: ..." placeholder that the content check refuses until it is
 * replaced. Optional fields are left out (docs/content-reference.md describes them; content/README.md has templates),
 * and every file is laid out as the web editor saves it, so the layout check has nothing to say.
 */
import { dump } from 'js-yaml';
import { editorFileFormat } from '../admin/decap-config';
import { editorLayout } from '../content/editor-layout';
import { EDITOR_CONFIG } from '../content/layout-check';

/** The web editor's form order for news articles. */
const NEWS_FIELD_ORDER = editorFileFormat(EDITOR_CONFIG, 'content/news/new.md')?.fieldOrder ?? [];

/** A YAML scalar as the editor would write it (quoted only when YAML needs it). */
const scalar = (value: string) => dump(value, { lineWidth: -1 }).trimEnd();

export interface NewsDraft {
  title: string;
  slug: string;
  date: string;
}

/**
 * A news article, laid out as the web editor saves it (no comments: the editor would delete
 * them; the optional fields, location, isPlaceholder, draft and slug, are described in
 * content/README.md, "Templates to copy").
 */
export function newsFile({ title, slug, date }: NewsDraft): string {
  const article = {
    title,
    date,
    // Short enough to stay on one line: the web editor folds longer lines with backslashes.
    excerpt: 'TODO: one or two sentences for the lists and the feed',
    listImage: `/images/news/${slug}.jpg`,
    headerImage: `/images/news/${slug}.jpg`,
    imageAlt: 'TODO: what the photo shows, for visitors who cannot see it',
  };
  const body =
    '\nTODO: write the article here, in place of this line ("Writing the article" in content/README.md shows headings, photos and galleries).\n';
  return editorLayout('markdown', article, NEWS_FIELD_ORDER, body);
}

export interface TrainingDraft {
  id: string;
  title: string;
  date: string;
}

/**
 * A training's file, laid out as the web editor saves it (no comments: the editor would delete
 * them; the optional fields are described in docs/content-reference.md).
 */
export function trainingFile({ id, title, date }: TrainingDraft): string {
  const training = {
    id,
    title,
    date,
    endDate: date,
    type: 'TODO: Virtual Training or Face-to-face Training',
    location: 'TODO: Via Zoom, or the venue: hotel and city',
    time: 'TODO: 8:00 AM to 5:00 PM, or 8:00 AM to 12:00 PM for a half day',
    summary: 'TODO: two to four sentences on what participants learn',
    // Short enough to stay on one line: the web editor folds longer lines with backslashes.
    registerLink: 'TODO: the https:// address of the registration form',
    // "To be announced" until the rates are set: member and nonMember then replace it.
    fee: 'tba',
    cpdUnits: 'TODO: the number of CPD units, or none',
    registrationDeadline: date,
    objectives: ['TODO: what participants will be able to do afterwards'],
    audience: '',
    speakers: [],
    paymentInstructions: '',
    cancellationPolicy: '',
    contact: '',
  };
  return editorLayout('yaml', training, Object.keys(training));
}

export interface IssuanceDraft {
  /** The issuance's number, e.g. Memorandum Circular No. 89, s. 2005. */
  number: string;
  slug: string;
}

/**
 * One entry of a category's items, indented by `indent` spaces. Every field is required but the
 * document: source (the official text's address) is asked for; docs/content-reference.md says how to give
 * a PDF (file) instead.
 */
export function issuanceEntry({ number }: IssuanceDraft, indent: number): string {
  const pad = ' '.repeat(indent);
  return [
    `${pad}- number: ${scalar(number)}`,
    `${pad}  date: "TODO: YYYY-MM-DD, the day it was signed or approved"`,
    `${pad}  issuedBy: "TODO: who issued it, e.g. Office of the President"`,
    `${pad}  title: "TODO: its official title or subject"`,
    `${pad}  summary: "TODO: what it means for internal auditors, in one sentence"`,
    `${pad}  source: "TODO: the https:// address of the official text"`,
    '',
  ].join('\n');
}
