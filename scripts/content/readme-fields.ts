/**
 * The field tables of docs/content-reference.md, written from the content schemas: one table per content
 * type (Field | Required? | What to write), each row a field and its `.describe()` text, read
 * through Zod's public JSON Schema (z.toJSONSchema). A group of fields (`address`) is listed with
 * its fields below it (`address.city`); the entries of a list of groups (`members`) get a table of
 * their own. Each table sits between `<!-- fields:NAME -->` and `<!-- /fields:NAME -->` in the
 * section the registry names (content-types.ts). Pure: npm run content:docs writes the file.
 */
import type { z } from 'zod';
import type { ContentType } from './content-types';
import { jsonSchemaOf, type JsonSchema as Node } from './json-schema';

export interface FieldRow {
  /** Path inside its table's entry, e.g. ['address', 'city']. */
  path: string[];
  required: string;
  description: string | undefined;
}

export interface FieldTable {
  /** The list whose entries the table describes ([] for the file itself), e.g. ['categories', 'items']. */
  list: string[][];
  rows: FieldRow[];
}

/** The group of fields a value may be (a training's fee: `tba` or the rates), if any. */
function groupOf(node: Node): Node | undefined {
  if (node.type === 'object') return node;
  return node.anyOf?.find((option) => option.type === 'object');
}

const listItems = (node: Node): Node | undefined =>
  node.type === 'array' && node.items && groupOf(node.items) ? groupOf(node.items) : undefined;

const code = (path: readonly string[]) => `\`${path.join('.')}\``;

/**
 * Every table of a schema, the file's own first: its fields and groups, then one per list of
 * groups, in the order they appear.
 */
export function fieldTables(schema: z.ZodType): FieldTable[] {
  const tables: FieldTable[] = [];
  const visit = (group: Node, list: string[][]) => {
    const table: FieldTable = { list, rows: [] };
    tables.push(table);
    const nested: Array<() => void> = [];
    const walk = (node: Node, prefix: string[], optionalParent: string[] | undefined) => {
      const required = new Set(node.required ?? []);
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        const path = [...prefix, name];
        const isRequired = required.has(name);
        table.rows.push({
          path,
          required:
            child.requiredWhen ??
            (!isRequired ? 'No' : optionalParent ? `With ${code(optionalParent)}` : 'Yes'),
          description: withChoices(child),
        });
        const inner = groupOf(child);
        if (inner && child.type !== 'array') walk(inner, path, isRequired ? optionalParent : path);
        const items = listItems(child);
        if (items) nested.push(() => visit(items, [...list, path]));
      }
    };
    walk(group, [], undefined);
    for (const next of nested) next();
  };
  visit(groupOf(jsonSchemaOf(schema)) ?? {}, []);
  return tables;
}

/** The description, with the allowed values of a fixed list. */
function withChoices(node: Node): string | undefined {
  const values = node.enum ?? node.anyOf?.find((option) => option.enum)?.enum;
  if (!values || !node.description) return node.description;
  const end = /[.!?]$/.test(node.description) ? '' : '.';
  return `${node.description}${end} One of: ${values.map((value) => `\`${String(value)}\``).join(', ')}.`;
}

/** Paths of the fields that have no description, e.g. "members[].name". */
export function undescribedFields(schema: z.ZodType): string[] {
  return fieldTables(schema).flatMap((table) =>
    table.rows
      .filter((row) => !row.description?.trim())
      .map((row) => [...table.list.map((list) => `${list.join('.')}[]`), row.path.join('.')].join('.')),
  );
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function tableTitle(list: string[][]): string | undefined {
  if (list.length === 0) return undefined;
  const [own, ...outer] = [...list].reverse();
  const under = outer.map((path) => `, in each entry of ${code(path)}`).join('');
  return `Each entry of ${code(own!)}${under}:`;
}

/** The tables of a schema as Markdown, as docs/content-reference.md shows them. */
export function fieldsMarkdown(schema: z.ZodType): string {
  return fieldTables(schema)
    .map((table) => {
      const title = tableTitle(table.list);
      return [
        ...(title ? [title, ''] : []),
        '| Field | Required? | What to write |',
        '| --- | --- | --- |',
        ...table.rows.map(
          (row) => `| ${code(row.path)} | ${cell(row.required)} | ${cell(row.description ?? '')} |`,
        ),
      ].join('\n');
    })
    .join('\n\n');
}

export const startMarker = (name: string) => `<!-- fields:${name} -->`;
export const endMarker = (name: string) => `<!-- /fields:${name} -->`;

/** The `## ` section of the guide with this heading, as [start, end) offsets, or undefined. */
export function sectionRange(readme: string, heading: string): [number, number] | undefined {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start === -1) return undefined;
  const next = readme.indexOf('\n## ', start + 1);
  return [start, next === -1 ? readme.length : next];
}

/**
 * The guide with every type's table written from its schema. Throws when a type's markers are
 * missing or outside its section: a developer adds them once, where the table belongs.
 */
export function withFieldTables(readme: string, types: readonly ContentType[]): string {
  let text = readme;
  for (const type of types) {
    const range = sectionRange(text, type.readme);
    if (!range)
      throw new Error(
        `docs/content-reference.md has no section "## ${type.readme}" (the registry names it for ${type.name})`,
      );
    const start = text.indexOf(startMarker(type.name), range[0]);
    const end = text.indexOf(endMarker(type.name), start);
    if (start === -1 || end === -1 || end > range[1]) {
      throw new Error(
        `docs/content-reference.md: the section "${type.readme}" must hold ${startMarker(type.name)} and ${endMarker(type.name)}, where the table of ${type.name} goes`,
      );
    }
    // Blank lines keep the comments apart from the tables, so that every reader of Markdown ends the table there.
    const body = `${startMarker(type.name)}\n\n${fieldsMarkdown(type.schema)}\n\n`;
    text = `${text.slice(0, start)}${body}${text.slice(end)}`;
  }
  return text;
}
