/**
 * Invisible characters in content: bidirectional controls can make text read differently from
 * what is stored ("Trojan source"), and zero-width characters hide inside words, links and
 * identifiers. They are refused wherever they appear in a content file, with the line and the
 * visible text just before them, so an editor can find and delete them.
 *
 * Allowed on purpose: U+200C and U+200D (zero-width non-joiner and joiner: needed by some
 * scripts and by emoji such as 👩‍💼), U+00AD (soft hyphen: a line-break hint, shown as a hyphen
 * when used), a byte-order mark at the very start of a file (editors on Windows add it), and the
 * tag characters of the flag emoji of England, Scotland and Wales, and one variation selector
 * (U+FE0E, U+FE0F choose text or emoji style; two or more in a row carry hidden data).
 */
import type { LineProblem } from './limits';

export const INVISIBLE_NAMES: Readonly<Record<number, string>> = {
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x17b4: 'KHMER VOWEL INHERENT AQ',
  0x17b5: 'KHMER VOWEL INHERENT AA',
  0x180b: 'MONGOLIAN FREE VARIATION SELECTOR ONE',
  0x180c: 'MONGOLIAN FREE VARIATION SELECTOR TWO',
  0x180d: 'MONGOLIAN FREE VARIATION SELECTOR THREE',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x180f: 'MONGOLIAN FREE VARIATION SELECTOR FOUR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x206a: 'INHIBIT SYMMETRIC SWAPPING',
  0x206b: 'ACTIVATE SYMMETRIC SWAPPING',
  0x206c: 'INHIBIT ARABIC FORM SHAPING',
  0x206d: 'ACTIVATE ARABIC FORM SHAPING',
  0x206e: 'NATIONAL DIGIT SHAPES',
  0x206f: 'NOMINAL DIGIT SHAPES',
  0x2800: 'BRAILLE PATTERN BLANK',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (byte-order mark)',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xfff9: 'INTERLINEAR ANNOTATION ANCHOR',
  0xfffa: 'INTERLINEAR ANNOTATION SEPARATOR',
  0xfffb: 'INTERLINEAR ANNOTATION TERMINATOR',
};

const TAG_FIRST = 0xe0000;
const TAG_LAST = 0xe007f;

/** The character's name for editors, or undefined when it is allowed. */
function invisibleName(code: number): string {
  if (code >= TAG_FIRST && code <= TAG_LAST) return 'TAG CHARACTER, used to hide text';
  if (code >= 0xe0100 && code <= 0xe01ef) return 'VARIATION SELECTOR SUPPLEMENT, used to hide text';
  if (code >= 0xfe00 && code <= 0xfe0f) return 'VARIATION SELECTOR, several in a row, used to hide text';
  return INVISIBLE_NAMES[code] ?? 'INVISIBLE CHARACTER';
}

/** U+202E */
export const codePointLabel = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Up to this many visible characters before the invisible one are quoted. */
const CONTEXT = 24;

function where(before: string): string {
  const visible = before.replace(SUSPECT, '');
  const quoted = [...visible].slice(-CONTEXT).join('').trimStart();
  return quoted === '' ? 'at the start of the line' : `after "${quoted}"`;
}

/** Candidates; the flag and byte-order-mark exceptions are decided per match. */
const SUSPECT =
  // A combining joiner and variation selectors are what is searched for, each on its own.
  // eslint-disable-next-line no-misleading-character-class
  /[\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\ufff9-\ufffb\u{e0100}-\u{e01ef}]|[\ufe00-\ufe0f]{2,}|\u{1f3f4}?[\u{e0000}-\u{e007f}]+/gu;

/** At most this many are listed per file: one is enough to find the others. */
export const MAX_REPORTED = 10;

/** Every refused invisible character in a file's text, with its line and what comes before it. */
export function invisibleCharacterProblems(text: string): LineProblem[] {
  const problems: LineProblem[] = [];
  let total = 0;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(SUSPECT)) {
      const found = [...match[0]];
      // 🏴 followed by tag characters ending in U+E007F is a subdivision flag (England, Scotland, Wales).
      if (found[0] === '\u{1f3f4}' && found.at(-1) === '\u{e007f}') continue;
      const first = found.find((char) => char !== '\u{1f3f4}')!;
      const code = first.codePointAt(0)!;
      if (code === 0xfeff && index === 0 && match.index === 0) continue; // byte-order mark
      total++;
      if (problems.length >= MAX_REPORTED) continue;
      const offset = match.index + (found[0] === '\u{1f3f4}' ? 2 : 0);
      problems.push({
        line: index + 1,
        message: `contains an invisible character ${codePointLabel(code)} (${invisibleName(code)}) ${where(line.slice(0, offset))}: delete it (it can change how the text reads or hide text; retype the words around it if you cannot find it)`,
      });
    }
  });
  if (total > problems.length) {
    const last = problems.at(-1)!;
    problems.push({
      line: last.line,
      message: `contains ${(total - problems.length).toLocaleString('en-US')} more invisible characters, not listed here (delete them too)`,
    });
  }
  return problems;
}
