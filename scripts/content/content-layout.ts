/**
 * The files content/ may hold, from the registry of content types (content-types.ts). Anything else (a training file ending in .yml, a news article
 * ending in .markdown, a folder the site does not read) would be ignored without a word, so it
 * is reported instead, with the name the site expects.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FILE_TYPES, FOLDER_TYPES } from './content-types';
import { nearest } from './nearest';
import { LINK_MESSAGE } from './sources';
import type { Problem } from './problems';

interface FolderRule {
  /** Any file with this extension is read. */
  extension?: string;
  /** Only these files are read. */
  files?: readonly string[];
}

/** Path of a registry file or folder inside content/, split at its slashes. */
const inContent = (pathFromRoot: string) => pathFromRoot.slice('content/'.length).split('/');

/** The files directly in content/: the guide and every single file of the registry there. */
export const CONTENT_FILES: readonly string[] = [
  'README.md',
  ...FILE_TYPES.map((type) => inContent(type.file)).flatMap((parts) => (parts.length === 1 ? parts : [])),
].sort();

/** The folders of content/: a folder type's reads every file with its extension, a folder of single files only those. */
export const CONTENT_FOLDERS: Readonly<Record<string, FolderRule>> = (() => {
  const rules: Record<string, FolderRule> = {};
  for (const type of FOLDER_TYPES) rules[inContent(type.folder)[0]!] = { extension: `.${type.extension}` };
  for (const type of FILE_TYPES) {
    const [folder, name] = inContent(type.file);
    if (name !== undefined) rules[folder!] = { files: [...(rules[folder!]?.files ?? []), name].sort() };
  }
  return Object.fromEntries(Object.entries(rules).sort(([a], [b]) => a.localeCompare(b)));
})();

export interface Entry {
  /** Path relative to content/, with forward slashes. */
  path: string;
  isFolder: boolean;
  /** A symbolic link (to a file or a folder), never followed. */
  isLink?: boolean;
}

const README = '(docs/content-reference.md lists the files the site reads)';

function unknownName(where: string, name: string, known: readonly string[]): string {
  const match = nearest(name, known);
  return match === undefined
    ? `is not a file the site reads ${README}`
    : `is not a file the site reads: did you mean ${where}${match}? ${README}`;
}

/** What is wrong with one entry of content/, or undefined when the site reads it. */
export function layoutProblem(entry: Entry): string | undefined {
  const parts = entry.path.split('/');
  const name = parts.at(-1)!;
  if (parts.length === 1) {
    if (entry.isFolder) {
      if (name in CONTENT_FOLDERS) return undefined;
      const match = nearest(name, Object.keys(CONTENT_FOLDERS));
      return match === undefined
        ? `is not a folder the site reads (the folders are ${Object.keys(CONTENT_FOLDERS).join(', ')}; pictures and PDFs go in public/images/ and public/documents/)`
        : `is not a folder the site reads: did you mean content/${match}/?`;
    }
    return CONTENT_FILES.includes(name) ? undefined : unknownName('content/', name, CONTENT_FILES);
  }
  const folder = parts[0]!;
  const rule = CONTENT_FOLDERS[folder];
  if (!rule) return undefined; // reported once, for the folder itself
  if (parts.length > 2 || entry.isFolder) {
    return parts.length > 2
      ? undefined // reported once, for the folder inside content/${folder}/
      : `is a folder, and folders inside content/${folder}/ are not read: put its files directly in content/${folder}/`;
  }
  if (rule.files) {
    return rule.files.includes(name) ? undefined : unknownName(`content/${folder}/`, name, rule.files);
  }
  if (name.endsWith(rule.extension!)) {
    return name.startsWith('_')
      ? `is not read by the site because its name starts with _: rename it${folder === 'news' ? ' (to keep an article off the site, add draft: true to its front matter instead)' : ''}`
      : undefined;
  }
  // notes.md.txt (Notepad, or a download) becomes notes.md, not notes.md.md.
  const inner = name.lastIndexOf(`${rule.extension!}.`);
  if (inner > 0) {
    return `is not read by the site: files in content/${folder}/ must end in ${rule.extension} (rename it to ${name.slice(0, inner + rule.extension!.length)})`;
  }
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return `is not read by the site: files in content/${folder}/ must end in ${rule.extension} (rename it to ${stem}${rule.extension})`;
}

/** Every entry under content/ (hidden files such as .DS_Store are left out), sorted. */
export async function listContent(contentDir: string): Promise<Entry[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  return entries
    .map((entry) => ({
      path: path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      isFolder: entry.isDirectory(),
      isLink: entry.isSymbolicLink(),
    }))
    .filter((entry) => !entry.path.split('/').some((part) => part.startsWith('.')))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Problems for every file or folder under content/ that the site would silently ignore. */
export async function checkContentLayout(root: string): Promise<Problem[]> {
  let entries: Entry[];
  try {
    entries = await listContent(path.join(root, 'content'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    // A link is named by its own path and never followed (scripts/content/sources.ts).
    if (entry.isLink) return [{ file: `content/${entry.path}`, path: [], message: LINK_MESSAGE }];
    const message = layoutProblem(entry);
    if (message === undefined) return [];
    return [{ file: `content/${entry.path}${entry.isFolder ? '/' : ''}`, path: [], message }];
  });
}
