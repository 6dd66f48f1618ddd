/**
 * A past training whose file a change deletes leaves the Past seminars page, the association's
 * record of what it held. That may be meant (a duplicate), so it is a note, never a failure: the
 * change names each such training and how to keep it. Compared with the base branch on a pull
 * request (GITHUB_BASE_REF), otherwise with the last commit (published-files.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { JSON_SCHEMA, load } from 'js-yaml';
import { formatMonth, isValidIsoDate, monthOf } from '../../src/lib/dates';
import type { Problem } from './problems';
import { publishedFiles } from './published-files';

const run = promisify(execFile);

/** What a deleted training's file held, as far as the note needs it. */
export interface RemovedTraining {
  file: string;
  title?: unknown;
  date?: unknown;
  endDate?: unknown;
}

/** The note for a deleted training that has ended by `today`; undefined for one still to come. */
export function removedTrainingNote(training: RemovedTraining, today: string): Problem | undefined {
  const last = isValidIsoDate(training.endDate) ? training.endDate : training.date;
  if (!isValidIsoDate(last) || last >= today) return undefined;
  const title = typeof training.title === 'string' ? training.title : path.basename(training.file);
  const start = isValidIsoDate(training.date) ? training.date : last;
  return {
    file: training.file,
    path: [],
    message: `is deleted: this removes "${title}" (${formatMonth(monthOf(start))}) from Past seminars. If you meant to change it, keep the file: past trainings stay on the site as the association's record.`,
  };
}

/** The notes for the past trainings deleted since the base branch (or the last commit). */
export async function removedTrainingNotes(
  root: string,
  today: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Problem[]> {
  const published = await publishedFiles(root, env);
  if (!published) return []; // Not a git checkout: nothing to compare with.
  const { ref, files } = published;
  const gone = [...files].filter(
    (file) => /^content\/trainings\/.*\.yaml$/.test(file) && !existsSync(path.join(root, file)),
  );
  const notes: Problem[] = [];
  for (const file of gone) {
    try {
      const { stdout } = await run('git', ['show', `${ref}:${file}`], { cwd: root });
      const data = (load(stdout, { schema: JSON_SCHEMA }) ?? {}) as Omit<RemovedTraining, 'file'>;
      const note = removedTrainingNote({ ...data, file }, today);
      if (note) notes.push(note);
    } catch {
      // A file git cannot show or YAML that does not parse: no training to name.
    }
  }
  return notes;
}
