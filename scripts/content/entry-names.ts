/**
 * Names list entries for people: `training "fraud-2027-04"` rather than `trainings[3]`, so an
 * editor finds the entry by what it says, not by counting from zero.
 */
import type { FieldPath, Problem } from './problems';
import type { Located } from './validate';

/** Fields that identify an entry, most specific first. */
const IDENTIFIERS = ['id', 'slug', 'number', 'title', 'name', 'label', 'heading'] as const;
/** A person is named by their name: their `title` is a job title ("Director IV"), shared by many. */
const PERSON_IDENTIFIERS = ['name', ...IDENTIFIERS] as const;

const SINGULAR: Readonly<Record<string, string>> = {
  categories: 'category',
  items: 'issuance',
  members: 'member',
  more: 'menu item',
  submenu: 'sub-page',
  coreValues: 'core value',
  footerLinks: 'footer link',
};

function singular(list: string | number | undefined): string {
  if (typeof list !== 'string') return 'entry';
  if (SINGULAR[list]) return SINGULAR[list];
  if (list.endsWith('ies')) return `${list.slice(0, -3)}y`;
  if (list.endsWith('s')) return list.slice(0, -1);
  return 'entry';
}

function identify(
  value: unknown,
  excluding: string | number | undefined,
  list: string | number | undefined,
): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const key of list === 'members' || list === 'speakers' ? PERSON_IDENTIFIERS : IDENTIFIERS) {
    if (key === excluding) continue;
    const found = (value as Record<string, unknown>)[key];
    if (typeof found === 'string' && found.trim() !== '') return found.trim();
    if (typeof found === 'number') return String(found);
  }
  return undefined;
}

export interface NamedPath {
  /** The innermost list entry the path is inside, e.g. `training "fraud-2027-04"`. */
  entry?: string;
  /** The rest of the path inside that entry. */
  path: FieldPath;
}

/**
 * Finds the innermost list entry on `path` that can be named by one of its own fields. The field
 * being reported is not used to name its entry when others can (a wrong id is named by title).
 */
export function nameEntry(data: unknown, path: FieldPath): NamedPath {
  let named: NamedPath = { path };
  let value = data;
  for (let index = 0; index < path.length; index += 1) {
    const part = path[index]!;
    if (value === null || typeof value !== 'object') break;
    value = (value as Record<string | number, unknown>)[part];
    if (typeof part !== 'number') continue;
    const list = path[index - 1];
    const name = identify(value, path[index + 1], list) ?? identify(value, undefined, list);
    if (name !== undefined) {
      const shown = name.length > 60 ? `${name.slice(0, 57)}...` : name;
      named = { entry: `${singular(list)} "${shown}"`, path: path.slice(index + 1) };
    }
  }
  return named;
}

/**
 * Where a problem is, for the report: file, line, and the entry with the path inside it.
 * `path` is the full path in the file; `data` is the value found at `basePath`.
 */
export function locate(
  where: Located,
  data: unknown,
  path: FieldPath,
  basePath: FieldPath = [],
): Omit<Problem, 'message'> {
  const named = nameEntry(data, path.slice(basePath.length));
  const line = where.lineOf(path);
  return named.entry === undefined
    ? { file: where.file, line, path }
    : { file: where.file, line, entry: named.entry, path: named.path };
}
