import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarTone, initialsOf } from '../../src/components/people/initials';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('initialsOf', () => {
  it.each([
    ['Maria Reyes', 'MR'],
    ['Atty. Rodolfo M. Santiago', 'RS'],
    ['Dr. Ernesto L. Villanueva', 'EV'],
    ['Ma. Theresa L. Navarro', 'MN'],
    ['Jose P. Rizal Jr.', 'JR'],
    ['Ñino Ocampo', 'ÑO'],
    ['Cher', 'C'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatarTone', () => {
  it('keeps text contrast of every tone at 4.5:1 or more, in the theme colours', () => {
    const css = readFileSync('src/styles.css', 'utf8').toLowerCase();
    for (const tone of AVATAR_TONES) {
      expect(contrast(tone.background, tone.text), tone.className).toBeGreaterThanOrEqual(4.5);
      for (const hex of [tone.background, tone.text].filter((c) => c !== '#ffffff')) {
        expect(css, `${hex} is a colour of the theme`).toContain(hex);
      }
    }
  });

  it('gives a name the same tone every time, and different names different tones', () => {
    expect(avatarTone('Maria Reyes')).toBe(avatarTone('Maria Reyes'));
    const names = [
      'Ana Cruz',
      'Ben Lim',
      'Carla Tan',
      'Dante Uy',
      'Elena Go',
      'Felix Sy',
      'Gina Ong',
      'Hugo Chua',
    ];
    expect(new Set(names.map((name) => avatarTone(name).className)).size).toBeGreaterThan(1);
  });
});
