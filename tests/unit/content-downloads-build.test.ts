import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatSubject } from '../../scripts/content/problems';
import type { DocumentLink } from '../../src/content/schemas/document';

/** The fixture site: a stable tree whose issuances and documents these tests may name. */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site');

const copies: string[] = [];
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

function copyTree(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'agia-content-'));
  copies.push(root);
  cpSync(path.join(FIXTURE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(FIXTURE, 'public'), path.join(root, 'public'), { recursive: true });
  return root;
}

const exported = (modules: Awaited<ReturnType<typeof buildContent>>['modules'], name: string) =>
  modules.find((module) => module.name === name)?.exports[0]?.value;

describe('downloads in the content build', () => {
  it('gives every issuance, the By-Laws and the membership form a type and a measured size', async () => {
    const { problems, modules } = await buildContent(FIXTURE, '2026-11-22');
    expect(problems).toEqual([]);
    const issuances = exported(modules, 'issuances') as {
      categories: Array<{ items: Array<{ file?: DocumentLink }> }>;
    };
    // Issuances link their official text; the fixture keeps one as a PDF of its own.
    const files = issuances.categories.flatMap((category) =>
      category.items.flatMap((item) => item.file ?? []),
    );
    expect(files.map((file) => file.href)).toEqual(['/documents/pd-1445.pdf']);
    for (const file of files) {
      expect(file.href).toMatch(/^\/documents\/.+\.pdf$/);
      expect(file.type).toBe('PDF');
      expect(file.size).toMatch(/^\d+ KB$/);
    }
    const about = exported(modules, 'about') as { bylaws: { file: { href: string; size: string } } };
    expect(about.bylaws.file.href).toBe('/documents/agia-by-laws.pdf');
    const membership = exported(modules, 'membership') as {
      application: { manual: { form: { type: string } } };
    };
    expect(membership.application.manual.form.type).toBe('PDF');
  });

  it('reports a missing document with its line instead of failing to measure it', async () => {
    const root = copyTree();
    const file = path.join(root, 'content/issuances.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('/documents/pd-1445.pdf', '/documents/pd-1446.pdf'),
    );
    const { problems } = await buildContent(root, '2026-11-22');
    expect(problems.map((problem) => [problem.file, formatSubject(problem), problem.message])).toEqual([
      [
        'content/issuances.yaml',
        'issuance "Presidential Decree No. 1445" file',
        'refers to /documents/pd-1446.pdf, but there is no file public/documents/pd-1446.pdf (add the file or correct the path)',
      ],
    ]);
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('pd-1446')) + 1;
    expect(problems[0]?.line).toBe(line);
  });
});
