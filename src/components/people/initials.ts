/**
 * Initials avatars for people without a photo: two letters from the name on one of a few brand
 * tones, chosen from the name so a person keeps the same colour on every build and page.
 */

/** Words that are not part of a person's own name. */
const HONORIFICS = new Set([
  'atty',
  'dr',
  'engr',
  'hon',
  'mr',
  'mrs',
  'ms',
  'prof',
  'rev',
  'sr',
  'jr',
  'ii',
  'iii',
  'iv',
]);

const isInitial = (word: string) => /^\p{L}\.$/u.test(word);
const bare = (word: string) => word.replace(/[.,]/g, '').toLowerCase();

/** "Atty. Rodolfo M. Santiago" -> "RS", "Ma. Theresa L. Navarro" -> "MN", "Cher" -> "C". */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s,]+/)
    .filter((word) => word !== '' && !HONORIFICS.has(bare(word)) && !isInitial(word));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase('en-PH');
}

export interface AvatarTone {
  /** Tailwind classes for background and text. */
  className: string;
  /** The same colours as hex values (the theme's tokens), for the contrast check. */
  background: string;
  text: string;
}

/** Brand tones; each pair keeps text contrast at 4.5:1 or more (tests/unit/initials.test.ts). */
export const AVATAR_TONES: readonly AvatarTone[] = [
  { className: 'bg-brand-800 text-white', background: '#0b3a6e', text: '#ffffff' },
  { className: 'bg-gold-400 text-brand-900', background: '#f2c14e', text: '#082a50' },
  { className: 'bg-brand-600 text-white', background: '#174f8f', text: '#ffffff' },
  { className: 'bg-brand-100 text-brand-900', background: '#d6e4f4', text: '#082a50' },
];

/** The same tone for the same name, spread over the tones (a 32-bit FNV-1a hash). */
export function avatarTone(name: string): AvatarTone {
  let hash = 0x811c9dc5;
  for (const char of name.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_TONES[hash % AVATAR_TONES.length]!;
}
