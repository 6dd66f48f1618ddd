/**
 * The registry of content types (scripts/content/content-types.ts) is the one list of them: the
 * content build writes exactly the modules it names, the files content/ may hold come from it,
 * and every field an editor writes is explained on its schema.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidePointer } from '../../scripts/build-content';
import { collections } from '../../scripts/build-content';
import { CONTENT_FILES, CONTENT_FOLDERS, layoutProblem } from '../../scripts/content/content-layout';
import { CONTENT_TYPES, FILE_TYPES, FOLDER_TYPES, typeOfFile } from '../../scripts/content/content-types';
import { undescribedFields } from '../../scripts/content/readme-fields';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site');
const inContent = (file: string) => file.slice('content/'.length);

describe('the registry of content types', () => {
  it('names each type, file, folder and generated module once', () => {
    const names = CONTENT_TYPES.map((type) => type.name);
    const places = CONTENT_TYPES.map((type) => (type.kind === 'folder' ? type.folder : type.file));
    const modules = CONTENT_TYPES.flatMap((type) => type.modules.map((spec) => spec.module));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(places).size).toBe(places.length);
    expect(new Set(modules).size).toBe(modules.length);
    expect(places.every((place) => place.startsWith('content/'))).toBe(true);
  });

  it('is what the content build reads and writes: on the fixture site, exactly the modules it names', async () => {
    const results = await Promise.all(
      collections.map((read) => read({ root: FIXTURE, today: '2026-11-22' })),
    );
    expect(results.flatMap((result) => result.problems)).toEqual([]);
    const written = results.flatMap((result) => result.modules.map((module) => module.name)).sort();
    expect(written).toEqual(CONTENT_TYPES.flatMap((type) => type.modules.map((spec) => spec.module)).sort());
  });

  it('gives the files and folders content/ may hold, and nothing more', () => {
    for (const type of FILE_TYPES)
      expect(layoutProblem({ path: inContent(type.file), isFolder: false })).toBeUndefined();
    for (const type of FOLDER_TYPES) {
      const folder = inContent(type.folder);
      expect(layoutProblem({ path: folder, isFolder: true })).toBeUndefined();
      expect(
        layoutProblem({ path: `${folder}/any-name.${type.extension}`, isFolder: false }),
      ).toBeUndefined();
    }
    const listed = [
      ...CONTENT_FILES,
      ...Object.entries(CONTENT_FOLDERS).flatMap(([folder, rule]) =>
        (rule.files ?? []).map((name) => `${folder}/${name}`),
      ),
    ].sort();
    expect(listed).toEqual(['README.md', ...FILE_TYPES.map((type) => inContent(type.file))].sort());
    expect(Object.keys(CONTENT_FOLDERS).sort()).toEqual(
      [
        ...new Set([
          ...FOLDER_TYPES.map((type) => inContent(type.folder)),
          ...FILE_TYPES.map((type) => inContent(type.file).split('/')).flatMap((parts) =>
            parts.length > 1 ? [parts[0]!] : [],
          ),
        ]),
      ].sort(),
    );
    expect(layoutProblem({ path: 'people/treasurer.yaml', isFolder: false })).toMatch(
      /is not a file the site reads/,
    );
  });

  it.each(CONTENT_TYPES.map((type) => [type.name, type] as const))(
    '%s: every field has a description for editors (.describe() on its schema)',
    (_name, type) => {
      expect(undescribedFields(type.schema)).toEqual([]);
    },
  );

  it('tells which type reads a file, and which section of the guide explains it', () => {
    expect(typeOfFile('content/trainings/rbia-2026-03.yaml')?.name).toBe('trainings');
    expect(typeOfFile('content/events/election.yaml')?.name).toBe('election');
    expect(typeOfFile('content/trainings/2026/rbia.yaml')).toBeUndefined();
    expect(typeOfFile('public/images/x.svg')).toBeUndefined();
    const at = (file: string) => ({ file, path: [], message: 'is required' });
    expect(
      guidePointer([
        at('content/trainings/a.yaml'),
        at('content/news/x.md'),
        at('content/trainings/b.yaml'),
        at('public/x.html'),
      ]),
    ).toEqual([
      'The fields of these files are explained in docs/content-reference.md, under "news/: news articles" and "trainings/: training events".',
    ]);
    expect(guidePointer([at('content/people/secretariat.yaml')])).toEqual([
      'The fields of these files are explained in docs/content-reference.md, under "people/: Advisory Council, Board, Secretariat".',
    ]);
    expect(guidePointer([at('public/x.html')])).toEqual([]);
  });
});
