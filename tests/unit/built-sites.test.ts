import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingBuildsMessage } from '../support/built-sites';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-built-sites-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A folder as `npm run build` leaves it: its home page written. */
function build(folder: string): void {
  mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, folder, 'index.html'), '<!doctype html>');
}

const ALL = ['dist', 'dist-fixture', 'dist-fixture-base'] as const;

describe('the built sites a test run reads', () => {
  it('after only `npm run build`, names the two fixture folders and the one command that builds them', () => {
    build('dist');
    expect(missingBuildsMessage('npm run test:built', ALL, root)).toBe(
      'npm run test:built needs dist-fixture/ and dist-fixture-base/, which have no built site (no index.html). Build them first:\n\n  npm run test:build:fixtures\n',
    );
  });

  it('with nothing built, names each folder once and both commands', () => {
    expect(missingBuildsMessage('npm run test:built', ALL, root)).toBe(
      'npm run test:built needs dist/, dist-fixture/ and dist-fixture-base/, which have no built site (no index.html). Build them first:\n\n  npm run build && npm run test:build:fixtures\n',
    );
  });

  it('counts a folder without its home page (an interrupted build) as not built', () => {
    build('dist');
    mkdirSync(path.join(root, 'dist-fixture/assets'), { recursive: true });
    expect(missingBuildsMessage('npm run test:e2e', ['dist', 'dist-fixture'], root)).toBe(
      'npm run test:e2e needs dist-fixture/, which has no built site (no index.html). Build it first:\n\n  npm run test:build:fixtures\n',
    );
  });

  it('says nothing once every site the runner reads is built', () => {
    for (const folder of ALL) build(folder);
    expect(missingBuildsMessage('npm run test:built', ALL, root)).toBeUndefined();
  });
});
