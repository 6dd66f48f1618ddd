/**
 * The layout the web editor writes a content file in, so that opening a file in the editor and
 * saving it unchanged changes nothing. Decap CMS rewrites the whole file on every save with its
 * own formatters; they are imported here from decap-cms-core (the version the decap-cms bundle
 * contains, 3.19.1: src/formats/yaml.ts and src/formats/frontmatter.ts), never imitated:
 * - YAML with the `yaml` package 1.x defaults: plain scalars folded at 80 columns, quotes only
 *   where needed, lists indented under their key, no blank lines, no comments;
 * - top-level fields in the order of the editor's form (the generated config), nested fields
 *   in the order they are written;
 * - Markdown: gray-matter's `---` front matter in that layout, then the body unchanged.
 */
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import { FrontmatterInfer } from 'decap-cms-core/dist/esm/formats/frontmatter.js';

export type LayoutKind = 'yaml' | 'markdown';

/** What the editor writes for this data: `fieldOrder` is the form's top-level field order. */
export function editorLayout(
  kind: LayoutKind,
  data: Record<string, unknown>,
  fieldOrder: readonly string[],
  body?: string,
): string {
  if (kind === 'yaml') return yamlFormatter.toFile(data, [...fieldOrder]);
  // The editor leaves `body` out of an entry whose text is empty (frontmatter.ts, fromFile).
  const entry = body === undefined || body.trim() === '' ? { ...data } : { ...data, body };
  return FrontmatterInfer.toFile(entry, [...fieldOrder, 'body']);
}

export interface LayoutDifference {
  /** 1-based line of the file where the editor's layout first differs. */
  line: number;
  written: string;
  /** The editor's line there, or undefined when the file goes on after the editor's ends. */
  expected: string | undefined;
}

/** The first line where `text` differs from the editor's layout, or null when they are equal. */
export function firstDifference(text: string, expected: string): LayoutDifference | null {
  if (text === expected) return null;
  const written = text.split('\n');
  const wanted = expected.split('\n');
  let index = 0;
  while (index < written.length && written[index] === wanted[index]) index++;
  return { line: index + 1, written: written[index] ?? '', expected: wanted[index] };
}

const shown = (line: string) => JSON.stringify(line.length > 70 ? `${line.slice(0, 70)}...` : line);

/** The message for an editor: why the web editor would rewrite this line, and how to fix it. */
export function layoutMessage(difference: LayoutDifference): string {
  // What to do in a browser comes first: most editors work on github.com, without a terminal.
  const fix =
    'with the project on a computer, npm run content:format lays the file out as the web editor saves it (the data does not change)';
  const line = difference.written.trim();
  if (line.startsWith('#')) {
    return `has a comment (${shown(line)}): the web editor deletes comments when it saves the file; remove it on github.com (explanations for editors belong in content/README.md), or ${fix}`;
  }
  if (line === '' && difference.expected !== undefined) {
    return `has a blank line: the web editor removes blank lines when it saves the file; remove it on github.com, or ${fix}`;
  }
  const blank = /^\s*(?:- )?([\w-]+):$/.exec(difference.written);
  if (blank && difference.expected?.trimEnd().endsWith(`${blank[1]}: null`)) {
    return `leaves ${blank[1]} blank: leave the field out instead (the web editor would write "null" in it)`;
  }
  if (difference.expected === undefined) {
    return `has more lines than the web editor would write (from ${shown(line)}): nothing needs changing on github.com (the web editor rewrites them when it next saves the file), or ${fix}`;
  }
  const { written, expected } = difference;
  const writtenField = FIELD.exec(written)?.[1];
  const expectedField = FIELD.exec(expected)?.[1];
  if (writtenField && expectedField && writtenField !== expectedField) {
    return `has ${writtenField} where the web editor writes ${expectedField}: it writes the fields in the order of its form; move the lines on github.com, or ${fix}`;
  }
  const trimmed = expected.trimEnd();
  if (written.length > trimmed.length && written.startsWith(trimmed)) {
    return `has a line longer than the web editor writes (it breaks lines at about 80 characters, here after ${shown(tail(trimmed))}): nothing needs changing on github.com (the web editor breaks it when it next saves the file), or ${fix}`;
  }
  const [from, to] = fromDifference(expected, written);
  return `is not laid out the way the web editor saves it: it writes ${shown(from)} where the file has ${shown(to)}: write the line as the web editor does on github.com, or ${fix}`;
}

/** A top-level or list-entry field at the start of a line: `title:`, `  - name:`. */
const FIELD = /^\s*(?:- )?([\w-]+):(?:\s|$)/;

/** The last words of a line, for a message. */
const tail = (line: string) => (line.length > 40 ? `...${line.slice(-40).trimStart()}` : line.trim());

/** Both lines from a little before the first character where they differ, so the difference shows. */
function fromDifference(a: string, b: string): [string, string] {
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  const start = same > 40 ? same - 30 : 0;
  const cut = (line: string) => (start > 0 ? `...${line.slice(start)}` : line.trim());
  return [cut(a), cut(b)];
}
