/**
 * A repeated id or slug is blamed on the newer file: the one a change adds (not in the published
 * files), or the copy the web editor names `x-1.yaml` next to `x.yaml`; never on the published one.
 */
import { describe, expect, it } from 'vitest';
import { decapOriginal, findDuplicates, type Keyed } from '../../scripts/content/checks';
import { publishedFiles } from '../../scripts/content/published-files';

const entry = (file: string, value = 'rbia-2026-03'): Keyed => ({
  value,
  where: { file, lineOf: () => 1 },
  path: ['id'],
});
const messages = (entries: Keyed[], published?: Set<string>) =>
  findDuplicates(entries, 'id', published).map((problem) => `${problem.file}: ${problem.message}`);

describe('a repeated identifier', () => {
  it("is blamed on the web editor's copy, which sorts before the original", () => {
    expect(decapOriginal('content/trainings/rbia-2026-03-1.yaml')).toBe(
      'content/trainings/rbia-2026-03.yaml',
    );
    expect(decapOriginal('content/trainings/rbia-2026-03.yaml')).toBe('content/trainings/rbia-2026.yaml');
    expect(
      messages([
        entry('content/trainings/rbia-2026-03-1.yaml'),
        entry('content/trainings/rbia-2026-03.yaml'),
      ]),
    ).toEqual([
      'content/trainings/rbia-2026-03-1.yaml: id "rbia-2026-03" is already used at content/trainings/rbia-2026-03.yaml:1 (each id must be unique)',
    ]);
  });

  it('is blamed on the file that is not published yet', () => {
    const entries = [entry('content/trainings/a-new-one.yaml'), entry('content/trainings/rbia-2026-03.yaml')];
    const published = new Set(['content/trainings/rbia-2026-03.yaml']);
    expect(messages(entries, published)).toEqual([
      'content/trainings/a-new-one.yaml: id "rbia-2026-03" is already used at content/trainings/rbia-2026-03.yaml:1 (each id must be unique)',
    ]);
    // Without knowing what is published, the order of the files decides, as before.
    expect(messages(entries)).toEqual([
      'content/trainings/rbia-2026-03.yaml: id "rbia-2026-03" is already used at content/trainings/a-new-one.yaml:1 (each id must be unique)',
    ]);
  });

  it('reads the published files from git, and nothing outside a checkout', async () => {
    const published = await publishedFiles('tests/fixtures/site', {});
    expect(published?.files.has('content/site.yaml')).toBe(true);
    expect(await publishedFiles('/', {})).toBeUndefined();
  });
});
