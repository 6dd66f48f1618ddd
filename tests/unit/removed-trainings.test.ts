import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removedTrainingNote, removedTrainingNotes } from '../../scripts/content/removed-trainings';

describe('a past training whose file is deleted', () => {
  it('gets a note naming it and its month, and how to keep it; a training still to come gets none', () => {
    const past = {
      file: 'content/trainings/rbia-2025-02.yaml',
      title: 'Risk-Based Audit',
      date: '2025-02-10',
      endDate: '2025-02-12',
    };
    expect(removedTrainingNote(past, '2026-11-28')?.message).toBe(
      `is deleted: this removes "Risk-Based Audit" (February 2025) from Past seminars. If you meant to change it, keep the file: past trainings stay on the site as the association's record.`,
    );
    expect(removedTrainingNote({ ...past, endDate: '2026-12-01' }, '2026-11-28')).toBeUndefined();
  });

  it('is found by comparing the files with the last commit, and never fails the check', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'agia-removed-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
      git('init', '-q');
      mkdirSync(path.join(root, 'content/trainings'), { recursive: true });
      writeFileSync(path.join(root, 'content/trainings/old.yaml'), 'title: Old Seminar\ndate: 2025-02-10\n');
      writeFileSync(
        path.join(root, 'content/trainings/next.yaml'),
        'title: Next Seminar\ndate: 2027-02-10\n',
      );
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'trainings');
      expect(await removedTrainingNotes(root, '2026-11-28', {})).toEqual([]);
      rmSync(path.join(root, 'content/trainings/old.yaml'));
      rmSync(path.join(root, 'content/trainings/next.yaml'));
      const notes = await removedTrainingNotes(root, '2026-11-28', {});
      expect(notes.map((note) => note.file)).toEqual(['content/trainings/old.yaml']);
      expect(notes[0]?.message).toContain('"Old Seminar" (February 2025)');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
