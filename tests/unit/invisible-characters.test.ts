/** The invisible characters the security review found accepted are refused; ordinary text and emoji are not. */
import { describe, expect, it } from 'vitest';
import { invisibleCharacterProblems } from '../../scripts/content/invisible';

const advice =
  'delete it (it can change how the text reads or hide text; retype the words around it if you cannot find it)';

describe('invisible characters', () => {
  it.each([
    ['\u{e0100}', 'U+E0100 (VARIATION SELECTOR SUPPLEMENT, used to hide text)'],
    ['\u{e01ef}', 'U+E01EF (VARIATION SELECTOR SUPPLEMENT, used to hide text)'],
    ['\ufe00\ufe01\ufe02', 'U+FE00 (VARIATION SELECTOR, several in a row, used to hide text)'],
    ['\u034f', 'U+034F (COMBINING GRAPHEME JOINER)'],
    ['\u2800', 'U+2800 (BRAILLE PATTERN BLANK)'],
    ['\u17b4', 'U+17B4 (KHMER VOWEL INHERENT AQ)'],
    ['\u2028', 'U+2028 (LINE SEPARATOR)'],
    ['\u180b', 'U+180B (MONGOLIAN FREE VARIATION SELECTOR ONE)'],
    ['\u180f', 'U+180F (MONGOLIAN FREE VARIATION SELECTOR FOUR)'],
  ])('refuses %j', (char, label) => {
    expect(invisibleCharacterProblems(`title: Audit${char} week`)).toEqual([
      { line: 1, message: `contains an invisible character ${label} after "title: Audit": ${advice}` },
    ]);
  });

  it('keeps one variation selector after an emoji, and joined emoji', () => {
    expect(invisibleCharacterProblems('Thanks ❤️ and ☺︎ from 👩‍💼')).toEqual([]);
  });
});
