/**
 * The field descriptions of content/README.md, read as hints for the web editor's fields, so the
 * guide and the form say the same thing. Each `## ` section names the files it describes
 * (`trainings/`, `site.yaml`, ...); a line starting with a file in backticks (`about.yaml`:) narrows
 * the tables below it to that file. Every row of a table is a field (or several, in backticks) and
 * its description.
 */

/** Hints by file key (`site.yaml`, `trainings/`, `people/board-of-directors.yaml`), then by field path. */
export type Hints = Map<string, Map<string, string>>;

const FILE_TOKEN = /[\w-]+(?:\/[\w.-]+\.yaml|\.yaml|\/)/g;

function add(hints: Hints, keys: readonly string[], field: string, hint: string): void {
  for (const key of keys) {
    const fields = hints.get(key) ?? new Map<string, string>();
    if (!fields.has(field)) fields.set(field, hint);
    hints.set(key, fields);
  }
}

export function readmeHints(markdown: string): Hints {
  const hints: Hints = new Map();
  let section: string[] = [];
  let current: string[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      section = [...(line.slice(3).split(':')[0]!.match(FILE_TOKEN) ?? [])];
      current = section;
      continue;
    }
    const narrowed = /^`([\w/.-]+\.yaml)`/.exec(line);
    if (narrowed) {
      current = [narrowed[1]!];
      continue;
    }
    const row = /^\|\s*(`[^|]+?)\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (!row || current.length === 0) continue;
    const fields = [...row[1]!.matchAll(/`([\w.]+)`/g)].map((match) => match[1]!);
    for (const field of fields) add(hints, current, field, row[2]!);
  }
  return hints;
}

/**
 * The hint for a field: the file's own table first, then its section's; the path is tried whole
 * (`address.city`) and without its list levels (a training's `id` under `trainings`).
 */
export function hintFor(
  hints: Hints,
  fileKeys: readonly string[],
  path: readonly string[],
): string | undefined {
  const candidates = path.map((_, start) => path.slice(start).join('.'));
  for (const key of fileKeys) {
    const fields = hints.get(key);
    if (!fields) continue;
    for (const candidate of candidates) {
      const hint = fields.get(candidate);
      if (hint) return hint;
    }
  }
  return undefined;
}
