/**
 * Decap CMS fields made from a content schema: the schema's JSON Schema (Zod's public
 * z.toJSONSchema) walked field by field, each given the widget its type implies.
 * - enum: select with the same options; boolean: boolean; integer / number: number
 * - string with format date (isoDate): the site's date field (agia-date, editor-init.ts), written YYYY-MM-DD
 * - string with a pattern under /images/ or /documents/ (localPath): image or file upload
 * - string up to 200 characters: one line; longer: a text box
 * - array: a list (of fields, or of single values); object: a group of fields
 * Each field's hint is its description on the schema (`.describe()`), worded for a form by
 * field-labels.ts. What JSON Schema cannot carry (refinements such as "endDate on or after date", files that must
 * exist, unique ids) stays with the content check, which runs on every pull request.
 */
import type { z } from 'zod';
import { MAX_LENGTH } from '../../src/content/schemas/fields';
import { formHint, labelOf, valueLabel, wordLabel } from './field-labels';
import { jsonSchemaOf, type JsonSchema } from '../content/json-schema';

export { labelOf };

/** The hint, and when a field the form shows as optional is needed after all. */
function withRequiredWhen(hint: string | undefined, node: JsonSchema): string | undefined {
  if (!node.requiredWhen) return hint;
  const when = `Required ${node.requiredWhen.charAt(0).toLowerCase()}${node.requiredWhen.slice(1)}.`;
  if (!hint) return when;
  return `${hint}${/[.!?]$/.test(hint) ? '' : '.'} ${when}`;
}

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: false;
  hint?: string;
  default?: unknown;
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  date_format?: string;
  time_format?: false;
  format?: string;
  picker_utc?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  summary?: string;
  collapsed?: boolean;
  /** markdown: the editing modes offered ('raw' is Markdown) and the toolbar's buttons. */
  modes?: Array<'raw' | 'rich_text'>;
  buttons?: string[];
  /**
   * markdown: whether the preview passes the text's raw HTML through DOMPurify before drawing it
   * (Decap 3.x does by default; written out so that no upgrade or edit turns it off unnoticed).
   */
  sanitize_preview?: boolean;
  /**
   * When a field the form cannot require (a past training may lack it) is needed after all
   * ("until the training has ended"): its label says so instead of Decap's "(optional)"
   * (build-admin.ts, BUNDLE_FIXES, leaves that word out for these fields) and the check before
   * saving requires it.
   */
  required_when?: string;
  /** agia-either (editor-init.ts): the word the field may be instead of its value, and the choices' names. */
  word?: string;
  word_label?: string;
  value_label?: string;
  /** agia-either: what the value is (a number, or a group of fields). */
  value_widget?: 'number' | 'object';
}

/** "Summary" -> "Summary (required until the training has ended)". */
export function requiredWhenLabel(label: string, when: string): string {
  return `${label} (required ${when.charAt(0).toLowerCase()}${when.slice(1)})`;
}

/**
 * A nullable or optional value's JSON Schema is an anyOf with null: the form edits the other one.
 * A value that is one word or a shape (a training's `fee: tba` or its rates, `cpdUnits: none` or
 * a number) is edited as the shape; the word is written in the file (content/README.md says so).
 */
function unwrap(node: JsonSchema): JsonSchema {
  const options = node.anyOf?.filter((option) => option.type !== 'null' && option.const === undefined);
  if (!options || options.length !== 1) return node;
  const words = node.anyOf!.filter((option) => typeof option.const === 'string');
  // The field's own description wins over that of the shape it may take.
  return {
    ...node,
    ...options[0]!,
    anyOf: undefined,
    description: node.description ?? options[0]!.description,
    ...(words.length === 1 ? { word: words[0]!.const as string } : {}),
  };
}

const IMAGE_PATTERN = /^\^\\?\/images\\?\//;
const DOCUMENT_PATTERN = /^\^\\?\/documents\\?\//;

/** Messages shown under a field whose value does not have the expected form. */
const PATTERN_MESSAGE = 'This is not written the expected way: see the explanation under the field.';

function widgetFields(node: JsonSchema, path: readonly string[]): Omit<DecapField, 'name' | 'label'> {
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  if (node.word !== undefined && (type === 'object' || type === 'integer' || type === 'number')) {
    // Either the word or the value (editor-init.ts, agia-either): a choice beside the value.
    const value = widgetFields({ ...node, word: undefined }, path);
    return {
      ...value,
      widget: 'agia-either',
      value_widget: type === 'object' ? 'object' : 'number',
      word: node.word,
      word_label: wordLabel(path, node.word),
      value_label: valueLabel(path),
    };
  }
  if (node.enum) return { widget: 'select', options: node.enum.map(String) };
  if (type === 'boolean') return { widget: 'boolean' };
  if (type === 'integer' || type === 'number') {
    return {
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(node.minimum === undefined ? {} : { min: node.minimum }),
      ...(node.maximum === undefined ? {} : { max: node.maximum }),
    };
  }
  if (type === 'array') {
    const items = unwrap(node.items ?? {});
    if (items.type === 'object') {
      const fields = objectFields(items, path);
      const first =
        fields.find((field) => ['id', 'title', 'name', 'label'].includes(field.name)) ?? fields[0];
      return {
        widget: 'list',
        collapsed: true,
        ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        fields,
      };
    }
    return {
      widget: 'list',
      field: {
        name: path.at(-1) ?? 'item',
        label: labelOf(path.at(-1) ?? 'item', path),
        ...widgetFields(items, path),
      },
    };
  }
  if (type === 'object') return { widget: 'object', fields: objectFields(node, path) };
  if (node.format === 'date') {
    // The site's own date field (editor-init.ts): typed as YYYY-MM-DD, shown as the site writes
    // it ("November 25, 2026"); the browser's date picker would show the computer's format.
    return { widget: 'agia-date' };
  }
  if (node.pattern && IMAGE_PATTERN.test(node.pattern)) return { widget: 'image', choose_url: false };
  if (node.pattern && DOCUMENT_PATTERN.test(node.pattern)) {
    return {
      widget: 'file',
      choose_url: false,
      media_folder: '/public/documents',
      public_folder: '/documents',
    };
  }
  const widget = (node.maxLength ?? 0) > MAX_LENGTH.short ? 'text' : 'string';
  if (node.format === 'uri')
    return {
      widget,
      pattern: ['^https://[^\\s/]+\\.[^\\s]+$', 'Must be a full link starting with https://'],
    };
  if (node.pattern && node.format !== 'email') return { widget, pattern: [node.pattern, PATTERN_MESSAGE] };
  return { widget };
}

/**
 * The fields of a group that may be left out as a whole (a training's `fee`): the editor checks
 * required fields inside a group even when the group is empty, so none of them is required in the
 * form; the content check still requires them once the group is filled in.
 */
function optionalGroup<T extends Omit<DecapField, 'name' | 'label'>>(widget: T): T {
  if ((widget.widget !== 'object' && widget.widget !== 'agia-either') || !widget.fields) return widget;
  return { ...widget, fields: widget.fields.map((field) => ({ ...optionalGroup(field), required: false })) };
}

export function objectFields(node: JsonSchema, path: readonly string[]): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, raw]) => {
    const child = unwrap(raw);
    const fieldPath = [...path, name];
    const hint = withRequiredWhen(formHint(fieldPath, child.description), child);
    const widget = widgetFields(child, fieldPath);
    const label = labelOf(name, fieldPath);
    return {
      name,
      label: child.requiredWhen ? requiredWhenLabel(label, child.requiredWhen) : label,
      ...(child.requiredWhen ? { required_when: child.requiredWhen } : {}),
      ...(required.has(name) ? widget : optionalGroup(widget)),
      ...(required.has(name) ? {} : { required: false as const }),
      ...(child.default === undefined ? {} : { default: child.default }),
      ...(hint ? { hint } : {}),
    };
  });
}

/** The fields of one content file (or one Markdown file's front matter). */
export function fieldsOf(schema: z.ZodType): DecapField[] {
  return objectFields(unwrap(jsonSchemaOf(schema)), []);
}
