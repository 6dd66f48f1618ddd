/** The calendar files the build writes: which trainings get one, on the build date. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import type { Training } from '../../src/content/schemas/training';
import type { BuildContext } from '../../scripts/postbuild/context';
import { writeTrainingCalendars } from '../../scripts/postbuild/trainings-ics';

const training = (id: string, date: string): Training => ({
  id,
  title: `Training ${id}`,
  type: 'Virtual Training',
  date,
  endDate: date,
  location: 'Via Zoom',
  time: '8:00AM – 12:00NN',
  registerLink: 'https://example.org/register',
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a training that ended the day before the build keeps its own file; the feed lists only those not over', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ics-'));
  const trainings = [
    training('two-days-ago', '2026-11-20'),
    training('yesterday', '2026-11-21'),
    training('today', '2026-11-22'),
  ];
  const context = {
    distDir: dir,
    siteUrl: 'https://example.org',
    today: '2026-11-22',
    content: { trainings, site: { shortName: 'AGIA', name: 'AGIA' } },
  } as unknown as BuildContext;
  await writeTrainingCalendars(context);
  expect(readdirSync(path.join(dir, 'training/events')).sort()).toEqual(['today.ics', 'yesterday.ics']);
  const feed = readFileSync(path.join(dir, 'trainings.ics'), 'utf8');
  expect(feed).toContain('Training today');
  expect(feed).not.toContain('Training yesterday');
});
