/**
 * The words the web editor's forms show: a label for each field made from its name (a small
 * table of acronyms and of overrides by field path, so fields added to a schema later get good
 * labels too), and the field's description on its schema rewritten for a form (a form has no
 * lines to remove and shows "(optional)" by itself). Pure.
 */

/** Words written in capitals wherever they appear in a field name. */
const ACRONYMS = new Set([
  'cpd',
  'pdf',
  'prc',
  'url',
  'lgu',
  'agia',
  'faq',
  'tin',
  'sec',
  'coa',
  'dbm',
  'ia',
]);

/** Labels that the name alone does not give, by field path (`fee.member`) or by name. */
const LABEL_OVERRIDES: Record<string, string> = {
  'fee.member': 'Fee for members',
  'fee.nonMember': 'Fee for non-members',
  fee: 'Registration fee (pesos)',
  id: 'Identifier',
  listImage: 'Image on the news list',
  headerImage: 'Image at the top of the article',
  imageAlt: 'Description of the image',
  draft: 'Draft',
  registerLink: 'Registration link',
  mapLink: 'Map link',
  tba: 'To be announced',
  none: 'None',
};

/**
 * What a field's word means, when the field is either that word or a value (a training's
 * `fee: tba`, `cpdUnits: none`), by field path: the choice the form offers beside the value.
 */
const WORD_LABELS: Record<string, string> = {
  fee: 'To be announced',
  cpdUnits: 'No CPD units',
};

/** The form's name for the value itself, beside the word. */
const VALUE_LABELS: Record<string, string> = {
  fee: 'Rates',
  cpdUnits: 'Number of units',
};

export function wordLabel(path: readonly string[], word: string): string {
  return WORD_LABELS[path.join('.')] ?? LABEL_OVERRIDES[word] ?? word;
}

export function valueLabel(path: readonly string[]): string {
  return VALUE_LABELS[path.join('.')] ?? 'Value';
}

/** "registerLink" -> "Register link", "cpdUnits" -> "CPD units", "nonMember" -> "Non-member". */
export function labelOf(name: string, path: readonly string[] = [name]): string {
  const override = LABEL_OVERRIDES[path.join('.')] ?? (path.length === 1 ? LABEL_OVERRIDES[name] : undefined);
  if (override) return override;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/\bnon /gi, 'non-')
    .toLowerCase()
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Explanations that only make sense in a file, as a form says them, by field path. */
const HINT_OVERRIDES: Record<string, string> = {
  aliases:
    'Other names people search for, one per row: the abbreviation or an older name, e.g. RPGIAM. Leave empty if there is none.',
  draft: 'Turn on to keep the article off the site while you work on it; turn off to publish.',
  fee: 'The registration fee in pesos, whole numbers without commas or ₱: both amounts (0 shows as Free), or choose To be announced while the rates are not set.',
  cpdUnits:
    "CPD units earned, a number (16 or 7.5), or choose No CPD units. The site shows the association's PRC CPD provider number beside it.",
  'fee.member': 'For AGIA members, e.g. 3500 (0 for free). Needed together with the fee for non-members.',
  'fee.nonMember': 'For non-members, e.g. 4500. Needed together with the fee for members.',
};

/** Phrases of the descriptions that speak of the file, and what a form says instead. */
const FORM_WORDING: Array<[RegExp, string]> = [
  [/^Optional[.:]\s*/, ''],
  [/\bremove the line\b/g, 'leave it empty'],
  [/\bleave (it|them) out\b/g, 'leave $1 empty'],
  [/\bleave out what\b/g, 'leave empty what'],
  // A form writes the quotes YAML needs by itself: typed into a form, they would become text.
  [/,? in quotes \(([^)]*)\)/g, ' ($1)'],
  [/,? in quotes(?=[:.,])/g, ''],
  [/ \((?:keep the quotes|in quotes)[^)]*\)/g, ''],
  [/`"([^`"]*)"`/g, '`$1`'],
];

/** A field's description on its schema, as a form's hint. */
export function formHint(path: readonly string[], description: string | undefined): string | undefined {
  const override = HINT_OVERRIDES[path.join('.')];
  if (override) return override;
  if (!description) return undefined;
  const text = FORM_WORDING.reduce(
    (hint, [pattern, replacement]) => hint.replace(pattern, replacement),
    description,
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}
