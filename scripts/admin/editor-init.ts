/**
 * The web editor's additions, loaded by /admin only (bundled into admin/init.js by
 * build-admin.ts), through Decap's public API (window.CMS, window.h, window.createClass):
 * - the photo and gallery blocks (editor-components.ts): the text is edited in Markdown mode
 *   only (decap-config.ts, BODY_FIELD), so they draw photos and galleries in the preview;
 * - the site's date field (YYYY-MM-DD, shown as "November 25, 2026"), and a field that is a word
 *   or a value (agia-either: a fee `tba` or its rates, CPD units `none` or a number);
 * - a check before every save (form-checks.ts): two fields taken together, an upcoming training's
 *   required fields, a training id or a news title already published;
 * - previews of news articles and trainings with the site's stylesheet and classes;
 * - messages in sentence case.
 * Why: docs/decisions/013-web-editor.md, 049-web-editor-uploads-and-markdown-mode.md.
 */
import {
  figureHtml,
  galleryHtml,
  GALLERY_PATTERN,
  parseGallery,
  parsePhoto,
  PHOTO_FIELDS,
  PHOTO_PATTERN,
  writeGallery,
  writePhoto,
  type Photo,
} from './editor-components';
import {
  dateProblem,
  bodyProblems,
  entryProblems,
  longDate,
  duplicateTitleProblem,
  publishedPage,
  takenIdProblem,
  upcomingProblems,
} from './form-checks';
import { formatDateRange, manilaDate } from '../../src/lib/dates';
import { freeName, uploadName, uploadProblem } from './upload-checks';

/* Decap's values are Immutable.js collections; only the calls used here are described. */
interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS?(): unknown;
}

type Element = unknown;
type CreateElement = (
  type: unknown,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;

interface ControlProps {
  forID: string;
  value: unknown;
  field: ImmutableLike;
  entry: ImmutableLike;
  onChange: (value: unknown) => void;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

interface PreviewProps {
  entry: ImmutableLike;
  widgetFor: (name: string) => Element;
  getAsset: (path: string, field?: unknown) => { path?: string; toString(): string } | undefined;
  fieldsMetaData?: unknown;
}

interface Cms {
  registerEditorComponent(component: Record<string, unknown>): void;
  registerRemarkPlugin(plugin: unknown): void;
  registerEventListener(listener: {
    name: string;
    handler: (payload: { entry: ImmutableLike }) => unknown;
  }): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  registerPreviewTemplate(collection: string, component: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerLocale(locale: string, phrases: unknown): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
}

declare global {
  interface Window {
    CMS: Cms;
    h: CreateElement;
    createClass: (spec: Record<string, unknown>) => unknown;
    /** What the site publishes, written into init.js by the build (admin-page.ts, initScript). */
    AGIA_PUBLISHED?: {
      newsTitles: readonly string[];
      files?: readonly string[];
      mediaFolders?: Record<string, string>;
    };
  }
}

const { CMS, h, createClass } = window;

const plain = (value: unknown): unknown =>
  value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS!() : value;
/** A gallery's photos: a new block's list starts as '' in Decap, not as a list. */
const photosOf = (value: unknown): Array<Partial<Photo>> => {
  const list = plain(value);
  return Array.isArray(list) ? (list as Array<Partial<Photo>>) : [];
};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/**
 * A picture's address in the preview. Decap keeps a photo uploaded in this session (not saved
 * yet) under its repository path, which it finds only from the file's name; the site's address
 * (/images/...) is used for pictures already saved, or when the name leads to another folder.
 */
function srcOf(getAsset: PreviewProps['getAsset'], image: string): string {
  const name = image.split('/').pop() ?? image;
  const draft = getAsset(name);
  if (draft?.path && `/${draft.path.replace(/^\//, '')}` === `/public${image}`) {
    const url = draft.toString();
    if (url) return url;
  }
  return getAsset(image)?.toString() || image;
}

/* ------------------------------------------------------------------ Markdown blocks */

// The photo replaces Decap's own "Image" block (same id, so the same place in the menu): Decap's
// block also matched the first line of a gallery and split it.
CMS.registerEditorComponent({
  id: 'image',
  label: 'Photo',
  fields: PHOTO_FIELDS,
  pattern: PHOTO_PATTERN,
  fromBlock: (match: RegExpMatchArray) => parsePhoto(match[0]) ?? { image: '', alt: '' },
  toBlock: (photo: Partial<Photo>) => writePhoto(photo),
  toPreview: (photo: Partial<Photo>, getAsset: PreviewProps['getAsset']) =>
    figureHtml(photo, srcOf(getAsset, photo.image ?? '')),
});

CMS.registerEditorComponent({
  id: 'gallery',
  label: 'Photo gallery',
  fields: [
    {
      name: 'photos',
      label: 'Photos',
      label_singular: 'photo',
      widget: 'list',
      summary: '{{fields.alt}}',
      collapsed: false,
      min: 2,
      fields: PHOTO_FIELDS,
    },
  ],
  pattern: GALLERY_PATTERN,
  fromBlock: (match: RegExpMatchArray) => parseGallery(match[0]),
  toBlock: (data: { photos?: unknown }) => writeGallery({ photos: photosOf(data.photos) }),
  toPreview: (data: { photos?: unknown }, getAsset: PreviewProps['getAsset']) =>
    galleryHtml(photosOf(data.photos), (image) => srcOf(getAsset, image)),
});

// Decap writes list items with "*"; the site writes "-". A remark preset only changes that setting.
CMS.registerRemarkPlugin({ settings: { bullet: '-' } });

/** The site is served from the folder above /admin/; a page there is published. */
async function isOnSite(page: string): Promise<boolean> {
  const base = window.location.pathname.replace(/admin\/.*$/, '');
  try {
    const response = await fetch(`${base}${page}`, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

// Before every save: the fields taken together are checked on the entry as it is (a field's own
// check may see another field's old value), and nothing is saved while one is wrong. The rich
// text editor drops the blank line the site keeps between the front matter and the text; it is
// put back.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: ImmutableLike }) => {
    const data = entry.get('data') as ImmutableLike & { set(key: string, value: unknown): unknown };
    const values = (plain(data) ?? {}) as Record<string, unknown>;
    const collection = text(entry.get('collection'));
    const problems = [
      ...entryProblems(values),
      ...bodyProblems(values.body),
      ...upcomingProblems(collection, values, manilaDate()),
    ];
    const isNew = entry.get('newRecord') === true;
    const page = isNew ? publishedPage(collection, values) : undefined;
    if (page && (await isOnSite(page))) problems.push(takenIdProblem(text(values.id), page));
    const duplicate = isNew
      ? duplicateTitleProblem(collection, values, window.AGIA_PUBLISHED?.newsTitles ?? [])
      : undefined;
    if (duplicate) problems.push(duplicate);
    if (problems.length > 0) {
      // Shown as "Not saved: ..." (the phrase is set below); an empty name keeps "Error:" out.
      const error = new Error(problems.join(' '));
      error.name = '';
      throw error;
    }
    const body = data.get('body');
    return typeof body === 'string' && body !== '' && !body.startsWith('\n')
      ? data.set('body', `\n${body}`)
      : data;
  },
});

/* ------------------------------------------------------------------ Form fields */

const DateControl = createClass({
  isValid(this: { props: ControlProps }) {
    const message = dateProblem(text(this.props.value));
    return message ? { error: { message } } : true;
  },
  render(this: { props: ControlProps }) {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const shown = longDate(text(value));
    return h(
      'div',
      null,
      h('input', {
        id: forID,
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'off',
        placeholder: 'YYYY-MM-DD',
        className: classNameWrapper,
        value: text(value),
        onChange: (event: { target: { value: string } }) => onChange(event.target.value.trim()),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      }),
      h(
        'p',
        { className: 'agia-date-long', 'aria-live': 'polite' },
        shown ? `Shown on the site as ${shown}` : '',
      ),
    );
  },
});

/**
 * A field that is either a word or a value (agia-either, decap-fields.ts): a training's fee is
 * `tba` or the two rates, its CPD units `none` or a number. A choice beside the value says which;
 * the file gets the word, the value, or nothing while both are empty.
 */
interface EitherField {
  word: string;
  wordLabel: string;
  valueLabel: string;
  group: boolean;
  parts: Array<{ name: string; label: string; hint: string }>;
  float: boolean;
}

function eitherField(field: ImmutableLike): EitherField {
  const parts = (plain(field.get('fields')) ?? []) as Array<{ name: string; label: string; hint?: string }>;
  return {
    word: text(field.get('word')),
    wordLabel: text(field.get('word_label')),
    valueLabel: text(field.get('value_label')),
    group: field.get('value_widget') === 'object',
    parts: parts.map((part) => ({ name: part.name, label: part.label, hint: part.hint ?? '' })),
    float: field.get('value_type') === 'float',
  };
}

const toNumber = (typed: string, float: boolean): number | string | undefined => {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  const number = float ? Number(trimmed) : Number.parseInt(trimmed, 10);
  return Number.isFinite(number) && String(number) === trimmed.replace(/^\+/, '') ? number : trimmed;
};

const EitherControl = createClass({
  getInitialState(this: { props: ControlProps }) {
    return { chosen: plain(this.props.value) === text(this.props.field.get('word')) ? 'word' : 'value' };
  },
  isValid(this: { props: ControlProps }) {
    const value = plain(this.props.value);
    const bad = (item: unknown) => typeof item === 'string';
    const wrong =
      value !== text(this.props.field.get('word')) &&
      (bad(value) ||
        (value && typeof value === 'object' && Object.values(value as Record<string, unknown>).some(bad)));
    return wrong ? { error: { message: 'Write a whole number, e.g. 3500, without commas or ₱.' } } : true;
  },
  render(this: { props: ControlProps; state: { chosen: string }; setState: (state: object) => void }) {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const either = eitherField(field);
    const current = plain(value);
    const isWord = this.state.chosen === 'word';
    const group = (current && typeof current === 'object' ? current : {}) as Record<string, unknown>;
    const input = (id: string, label: string, shown: unknown, change: (typed: string) => void) =>
      h(
        'label',
        { className: 'agia-either-part', key: id },
        h('span', null, label),
        h('input', {
          id,
          type: 'text',
          inputMode: either.float ? 'decimal' : 'numeric',
          autoComplete: 'off',
          className: classNameWrapper,
          value: shown === undefined ? '' : text(shown),
          onChange: (event: { target: { value: string } }) => change(event.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
      );
    return h(
      'div',
      { className: 'agia-either' },
      h(
        'select',
        {
          id: `${forID}-choice`,
          'aria-label': `${text(field.get('label'))}: which`,
          value: isWord ? 'word' : 'value',
          onChange: (event: { target: { value: string } }) => {
            this.setState({ chosen: event.target.value });
            onChange(event.target.value === 'word' ? either.word : undefined);
          },
        },
        h('option', { value: 'value' }, either.valueLabel),
        h('option', { value: 'word' }, either.wordLabel),
      ),
      isWord
        ? null
        : either.group
          ? either.parts.map((part) =>
              input(`${part.name}-${forID}`, part.label, group[part.name], (typed) => {
                const next = { ...group, [part.name]: toNumber(typed, either.float) };
                const filled = Object.values(next).some((item) => item !== undefined);
                onChange(
                  filled ? Object.fromEntries(either.parts.map((p) => [p.name, next[p.name]])) : undefined,
                );
              }),
            )
          : input(forID, either.valueLabel, current, (typed) => onChange(toNumber(typed, either.float))),
    );
  },
});
CMS.registerWidget('agia-either', EitherControl);

const DatePreview = (props: { value: unknown }) =>
  h('p', null, longDate(text(props.value)) ?? text(props.value));
CMS.registerWidget('agia-date', DateControl, DatePreview);

/* ------------------------------------------------------------------ Previews */

// The site's stylesheets are registered by the first lines of init.js (admin-page.ts: initScript).
// The body's typography spaces the direct children of .prose-agia; in the preview, Decap puts the
// body's HTML one element deeper.
CMS.registerPreviewStyle(
  [
    '.prose-agia > div > * + * { margin-top: 1rem; }',
    '.prose-agia > div > :first-child { margin-top: 0; }',
    '.prose-agia > div > h2 { margin-top: 2.25rem; }',
    '.prose-agia > div > h3 { margin-top: 1.75rem; }',
    '.prose-agia > div > h2 + *, .prose-agia > div > h3 + * { margin-top: 0.5rem; }',
  ].join('\n'),
  { raw: true },
);

function header(title: string, line: string) {
  return h(
    'div',
    { className: 'bg-brand-800 text-white' },
    h(
      'div',
      { className: 'page-grid py-10 sm:py-14' },
      h('h1', { className: 'text-3xl font-bold tracking-tight sm:text-4xl' }, title),
      line ? h('div', { className: 'mt-3 max-w-measure text-lg text-brand-100' }, h('p', null, line)) : null,
    ),
  );
}

const NewsPreview = ({ entry, widgetFor, getAsset }: PreviewProps) => {
  const data = (plain(entry.get('data')) ?? {}) as Record<string, unknown>;
  const date = longDate(text(data.date)) ?? text(data.date);
  const image = text(data.headerImage);
  return h(
    'div',
    null,
    header(
      text(data.title) || 'Title of the article',
      [date, text(data.location)].filter(Boolean).join(' · '),
    ),
    h(
      'article',
      { className: 'page-grid py-10' },
      h(
        'div',
        { className: 'max-w-measure' },
        image
          ? h('img', {
              src: srcOf(getAsset, image),
              alt: text(data.imageAlt),
              className: 'mb-8 aspect-video h-auto w-full rounded-lg bg-brand-50 object-cover',
            })
          : null,
        h('div', { className: 'prose-agia' }, widgetFor('body')),
      ),
    ),
  );
};

/** The fee as the training's page says it: "To be announced", "Free", or both rates. */
function feeText(fee: unknown): string {
  if (fee === 'tba') return 'To be announced';
  if (!fee || typeof fee !== 'object') return '';
  const { member, nonMember } = fee as { member?: unknown; nonMember?: unknown };
  const pesos = (value: unknown) =>
    value === 0 ? 'Free' : typeof value === 'number' ? `₱${value.toLocaleString('en-PH')}` : '';
  const parts = [
    pesos(member) && `Members ${pesos(member)}`,
    pesos(nonMember) && `non-members ${pesos(nonMember)}`,
  ].filter(Boolean);
  return parts.join('; ');
}

const cpdText = (units: unknown) => (units === 'none' ? 'No CPD units' : text(units));

const TrainingPreview = ({ entry }: PreviewProps) => {
  const data = (plain(entry.get('data')) ?? {}) as Record<string, unknown>;
  const start = text(data.date);
  const end = text(data.endDate) || start;
  const when =
    longDate(start) && longDate(end) && end >= start
      ? formatDateRange(start, end)
      : (longDate(start) ?? start);
  const rows: Array<[string, string]> = [
    ['When', [when, text(data.time)].filter(Boolean).join(', ')],
    ['Where', [text(data.location), text(data.venueAddress)].filter(Boolean).join(', ')],
    ['Type', text(data.type)],
    ['Fee', feeText(data.fee)],
    ['CPD units', cpdText(data.cpdUnits)],
    ['Register by', longDate(text(data.registrationDeadline)) ?? ''],
    ['Seats', text(data.seats)],
  ];
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  const objectives = list(data.objectives).map(text).filter(Boolean);
  const speakers = list(data.speakers) as Array<{ name?: unknown; role?: unknown }>;
  const part = (title: string, ...children: unknown[]) =>
    h('section', { key: title }, h('h2', null, title), ...children);
  return h(
    'div',
    null,
    header(text(data.title) || 'Title of the training', when),
    h(
      'div',
      { className: 'page-grid py-10' },
      h(
        'div',
        { className: 'max-w-measure space-y-6 prose-agia' },
        data.summary ? part('About this training', h('p', null, text(data.summary))) : null,
        h(
          'dl',
          null,
          ...rows
            .filter(([, value]) => value !== '')
            .flatMap(([label, value]) => [
              h('dt', { key: `${label}-t` }, h('strong', null, label)),
              h('dd', { key: label }, value),
            ]),
        ),
        data.registerLink
          ? h(
              'p',
              null,
              h(
                'a',
                { href: text(data.registerLink), className: 'font-semibold text-brand-700 underline' },
                'Register',
              ),
            )
          : null,
        objectives.length
          ? part(
              'What you will learn',
              h('ul', null, ...objectives.map((line, at) => h('li', { key: at }, line))),
            )
          : null,
        data.audience ? part('Who should attend', h('p', null, text(data.audience))) : null,
        speakers.length
          ? part(
              speakers.length === 1 ? 'Speaker' : 'Speakers',
              h(
                'ul',
                null,
                ...speakers.map((speaker, at) =>
                  h(
                    'li',
                    { key: at },
                    h('strong', null, text(speaker.name)),
                    speaker.role ? `, ${text(speaker.role)}` : '',
                  ),
                ),
              ),
            )
          : null,
        data.paymentInstructions ? part('How to pay', h('p', null, text(data.paymentInstructions))) : null,
        data.cancellationPolicy
          ? part('Cancellation and substitution', h('p', null, text(data.cancellationPolicy)))
          : null,
        data.contact ? part('Questions', h('p', null, text(data.contact))) : null,
      ),
    ),
  );
};

CMS.registerPreviewTemplate('news', NewsPreview);
CMS.registerPreviewTemplate('pages', NewsPreview);
CMS.registerPreviewTemplate('trainings', TrainingPreview);

/* ------------------------------------------------------------------ Uploads */

/**
 * A notice at the top of the editor that stays until the editor closes it (an alert box would
 * stop the page; Decap's notices go after a few seconds, before a slow reader has finished).
 */
function showNotice(message: string): void {
  document.querySelector('.agia-notice')?.remove();
  const notice = document.createElement('div');
  notice.className = 'agia-notice';
  notice.setAttribute('role', 'alert');
  const words = document.createElement('p');
  words.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => notice.remove());
  notice.append(words, close);
  document.body.append(notice);
  close.focus();
}

/**
 * The folder the media library uploads into: the media folder of the collection being edited
 * (the page's address names it), else the site's.
 */
function uploadFolder(): string {
  const folders = window.AGIA_PUBLISHED?.mediaFolders ?? {};
  const collection = /^#\/collections\/([^/]+)/.exec(window.location.hash)?.[1] ?? '';
  return folders[collection] ?? folders[''] ?? 'public/images';
}

/** The names in a folder: the site's files when the editor was built, and this visit's uploads. */
const uploaded = new Set<string>();
function namesIn(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of [...(window.AGIA_PUBLISHED?.files ?? []), ...uploaded]) {
    const at = file.lastIndexOf('/');
    if (file.slice(0, at) === folder) names.add(file.slice(at + 1));
  }
  return names;
}

// A file too large for the content check, or an iPhone HEIC photo, is refused when it is chosen
// (upload-checks.ts). Decap has no hook before an upload and its own max_file_size gives one limit
// and no advice, so the choice is stopped here, on the window, before Decap's handler sees it. A
// file it may keep gets the name the content check accepts (uploadName), and a name no file of
// its folder has (freeName: Decap would write it over another article's photo), before Decap
// reads it.
window.addEventListener(
  'change',
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return;
    const files = [...input.files];
    const problems = files
      .map((file) => uploadProblem(file.name, file.size))
      .filter((problem): problem is string => problem !== undefined);
    if (problems.length > 0) {
      event.stopImmediatePropagation();
      input.value = '';
      showNotice(problems.join(' '));
      return;
    }
    const folder = uploadFolder();
    const taken = namesIn(folder);
    const names = files.map((file) => {
      const name = freeName(uploadName(file.name), taken);
      taken.add(name);
      uploaded.add(`${folder}/${name}`);
      return name;
    });
    if (files.every((file, at) => names[at] === file.name)) return;
    const renamed = new DataTransfer();
    files.forEach((file, at) =>
      renamed.items.add(new File([file], names[at]!, { type: file.type, lastModified: file.lastModified })),
    );
    input.files = renamed.files;
  },
  true,
);

/* ------------------------------------------------------------------ Messages */

/** Decap's notice when its own field checks refuse a save (the fields' messages follow it). */
const MISSING_FIELDS = 'Not saved: a field is empty or wrong; its message is above it, in red.';

// Decap's English phrases with the field messages in sentence case; the pattern's own message
// is a whole sentence (decap-fields.ts).
const english = CMS.getLocale('en') as
  | {
      editor?: {
        editorControlPane?: { widget?: Record<string, string> };
        editorToolbar?: Record<string, string>;
      };
      ui?: { toast?: Record<string, string> };
    }
  | undefined;
if (english?.editor?.editorControlPane?.widget) {
  CMS.registerLocale('en', {
    ...english,
    editor: {
      ...english.editor,
      // Decap says "Changes saved" whenever nothing was typed, also on a new entry never saved.
      editorToolbar: { ...english.editor.editorToolbar, changesSaved: 'No unsaved changes' },
      editorControlPane: {
        ...english.editor.editorControlPane,
        widget: {
          ...english.editor.editorControlPane.widget,
          required: '%{fieldLabel}: this field is needed.',
          regexPattern: '%{pattern}',
        },
      },
    },
    ui: {
      ...english.ui,
      toast: {
        ...english.ui?.toast,
        onFailToPersist: 'Not saved: %{details}',
        missingRequiredField: MISSING_FIELDS,
      },
    },
  });
}

// Decap's notice for fields its own checks refuse names none of them ("you've missed a required
// field"), and it goes after a few seconds; each refused field shows its message above it. When
// that notice appears, the notice that stays names every such field with its message.
new MutationObserver(() => {
  const toast = [...document.querySelectorAll('[role="alert"], [class*="toast"]')].find(
    (element) => !element.closest('.agia-notice') && element.textContent?.includes(MISSING_FIELDS),
  );
  if (!toast || toast.getAttribute('data-agia-seen')) return;
  toast.setAttribute('data-agia-seen', 'true');
  const messages = [...document.querySelectorAll('[class*="-ControlErrorsList"] li')]
    .map((item) => item.textContent?.trim() ?? '')
    .filter(Boolean);
  showNotice(messages.length ? `Not saved: ${[...new Set(messages)].join(' ')}` : MISSING_FIELDS);
}).observe(document.body, { childList: true, subtree: true });

// Decap's stylesheet writes the form's labels and messages in capitals; these are sentences.
const style = document.createElement('style');
style.textContent = [
  '[class*="-ControlErrorsList"] { text-transform: none; font-weight: 600; }',
  '[class*="-FieldLabel"] { text-transform: none; font-size: 13px; }',
  '.agia-date-long { margin: 6px 0 0; font-size: 13px; color: #4a5568; min-height: 1em; }',
  '.agia-either { display: flex; flex-wrap: wrap; gap: 12px; align-items: end; padding: 12px; }',
  '.agia-either select { font-size: 15px; padding: 8px; border: 2px solid #dfdfe3; border-radius: 5px; }',
  '.agia-either-part { display: flex; flex-direction: column; gap: 4px; font-size: 13px; }',
  '.agia-either-part input { padding: 8px; border: 2px solid #dfdfe3; border-radius: 5px; }',
  '.agia-notice { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); z-index: 2147483647; max-width: 36rem; display: flex; gap: 12px; align-items: start; padding: 12px 16px; background: #fff5f5; color: #742a2a; border: 2px solid #c53030; border-radius: 6px; font-size: 15px; line-height: 1.4; }',
  '.agia-notice p { margin: 0; }',
  '.agia-notice button { font: inherit; font-weight: 600; padding: 4px 10px; border: 1px solid #742a2a; border-radius: 4px; background: #fff; color: #742a2a; cursor: pointer; }',
].join('\n');
document.head.append(style);

export {};
