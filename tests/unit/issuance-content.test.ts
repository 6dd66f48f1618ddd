/**
 * The content check on content/issuances.yaml, on a copy of the fixture site: every mistake an
 * editor can make in an issuance is reported with its file, line and field, in words for editors.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build-content';
import { formatSubject } from '../../scripts/content/problems';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site');
const copies: string[] = [];
afterAll(() => copies.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of the fixture site whose issuances file is changed by `edit`. */
function withIssuances(edit: (yaml: string) => string): { root: string; text: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'agia-issuances-'));
  copies.push(root);
  cpSync(path.join(FIXTURE, 'content'), path.join(root, 'content'), { recursive: true });
  cpSync(path.join(FIXTURE, 'public'), path.join(root, 'public'), { recursive: true });
  const file = path.join(root, 'content/issuances.yaml');
  const text = edit(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  return { root, text };
}

const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((line) => line.includes(needle)) + 1;

async function problemsOf(root: string) {
  const { problems } = await buildContent(root, '2026-11-22');
  return problems.map((problem) => [
    `${problem.file}:${problem.line}`,
    formatSubject(problem),
    problem.message,
  ]);
}

describe('issuances in the content check', () => {
  it('asks for the official text when an issuance has neither source nor file', async () => {
    const { root, text } = withIssuances((yaml) =>
      yaml.replace(
        '        source: https://www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/\n',
        '',
      ),
    );
    expect(await problemsOf(root)).toEqual([
      [
        `content/issuances.yaml:${lineOf(text, 'number: Memorandum Circular No. 89, s. 2005')}`,
        'issuance "Memorandum Circular No. 89, s. 2005" source',
        'is required when there is no file: give the https:// address of the official text, or a PDF in file',
      ],
    ]);
  });

  it('refuses a source that is not an https:// address, a missing date and an unknown field', async () => {
    const { root, text } = withIssuances((yaml) =>
      yaml
        .replace(
          'https://www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/',
          'www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/',
        )
        .replace('        date: 2003-04-14\n', '')
        .replace(
          '        issuedBy: Department of Budget and Management',
          '        issuer: Department of Budget and Management',
        ),
    );
    const problems = await problemsOf(root);
    expect(problems).toContainEqual([
      `content/issuances.yaml:${lineOf(text, 'source: www.officialgazette')}`,
      'issuance "Memorandum Circular No. 89, s. 2005" source',
      'must be a full https:// link (got www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/): write https://www.officialgazette.gov.ph/2005/08/18/memorandum-circular-no-89-s-2005/',
    ]);
    expect(problems).toContainEqual([
      `content/issuances.yaml:${lineOf(text, 'number: Administrative Order No. 70, s. 2003')}`,
      'issuance "Administrative Order No. 70, s. 2003" date',
      'is required: write the date YYYY-MM-DD, e.g. write 2026-12-05',
    ]);
    expect(problems).toContainEqual([
      `content/issuances.yaml:${lineOf(text, 'number: DBM Budget Circular No. 2004-4')}`,
      'issuance "DBM Budget Circular No. 2004-4" issuedBy',
      'is required',
    ]);
    expect(problems).toContainEqual([
      `content/issuances.yaml:${lineOf(text, 'issuer: Department')}`,
      'issuance "DBM Budget Circular No. 2004-4" issuer',
      'is not a known field: is it issuedBy, which is missing? (docs/content-reference.md lists the fields)',
    ]);
    expect(problems).toHaveLength(4);
  });

  it("refuses an agency's home page as the source, saying to link the document itself", async () => {
    const { root, text } = withIssuances((yaml) =>
      yaml
        .replace(
          'https://www.dbm.gov.ph/wp-content/uploads/Issuances/2004/Budget-Circular/BC-2004-4.pdf',
          'https://www.dbm.gov.ph/',
        )
        .replace(
          'https://www.dbm.gov.ph/wp-content/uploads/Issuances/2008/Circular-Letter/CL-2008-8.pdf',
          'https://www.dbm.gov.ph/index.php',
        ),
    );
    const advice =
      'not the issuance: open the issuance itself there and copy the address of its page or PDF, or leave the issuance out until you find it';
    expect(await problemsOf(root)).toEqual([
      [
        `content/issuances.yaml:${lineOf(text, 'source: https://www.dbm.gov.ph/')}`,
        'issuance "DBM Budget Circular No. 2004-4" source',
        `is the home page of www.dbm.gov.ph, ${advice}`,
      ],
      [
        `content/issuances.yaml:${lineOf(text, 'source: https://www.dbm.gov.ph/index.php')}`,
        'issuance "DBM Circular Letter No. 2008-8" source',
        `is the home page of www.dbm.gov.ph, ${advice}`,
      ],
    ]);
  });

  it('refuses two issuances with the same number, naming the first one', async () => {
    const { root, text } = withIssuances((yaml) =>
      yaml.replace(
        'number: Administrative Order No. 70, s. 2003',
        'number: Administrative Order No. 278, s. 1992',
      ),
    );
    const first = lineOf(text, 'number: Administrative Order No. 278, s. 1992');
    const second =
      text.split('\n').findIndex((line, index) => index >= first && line.includes('No. 278, s. 1992')) + 1;
    expect(await problemsOf(root)).toEqual([
      [
        `content/issuances.yaml:${second}`,
        'issuance "Strengthening of the internal control systems of governme..." number',
        `issuance address "administrative-order-no-278-s-1992" is already used at content/issuances.yaml:${first} (each issuance address must be unique)`,
      ],
    ]);
  });
});
