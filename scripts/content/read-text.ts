/**
 * The one way content files are read (the content check, the layout check and its formatter,
 * the content report): measured before reading, so that a file over MAX_TEXT_FILE_BYTES is
 * never loaded or parsed by any of them.
 */
import { readFile, stat } from 'node:fs/promises';
import { MAX_TEXT_FILE_BYTES, sizeProblem } from './limits';

export const TOO_LARGE_ADVICE = 'split it or shorten it';

/** The file's text, or the message saying it is too large ("is too large: 300 KB (...); split it..."). */
export async function readContentText(file: string): Promise<{ text: string } | { tooLarge: string }> {
  const tooLarge = sizeProblem(
    (await stat(file)).size,
    MAX_TEXT_FILE_BYTES,
    'a content file',
    TOO_LARGE_ADVICE,
  );
  if (tooLarge) return { tooLarge };
  return { text: await readFile(file, 'utf8') };
}
