/** The Election page lists the agencies on the Board as the Board's own file names them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { readBuiltPage } from '../support/built-site';
import { FIXTURE } from './sites';

test('the agencies "currently represented on the Board" are those of the Board of Directors, once each', () => {
  const file = path.resolve(import.meta.dirname, '../fixtures/site/content/people/board-of-directors.yaml');
  const board = load(readFileSync(file, 'utf8')) as { members: Array<{ organization?: string }> };
  const expected = [...new Set(board.members.flatMap((member) => member.organization ?? []))];
  expect(expected.length).toBeGreaterThan(1);
  const { document } = readBuiltPage('/election', FIXTURE);
  const note = [...document.querySelectorAll('main p')].find(
    (p) => p.textContent === 'Agencies currently represented on the Board:',
  );
  const listed = [...(note?.nextElementSibling?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
  expect(listed).toEqual(expected);
});
