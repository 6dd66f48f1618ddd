import { describe, expect, it } from 'vitest';
import { layoutMessage } from '../../scripts/content/editor-layout';
import { editorLayoutProblem, withoutWindowsMarks } from '../../scripts/content/layout-check';

describe('layoutMessage', () => {
  it('names the fields when the order differs from the form', () => {
    const message = layoutMessage({
      line: 4,
      written: 'excerpt: Members met.',
      expected: 'location: Iloilo City',
    });
    expect(message).toMatch(
      /^has excerpt where the web editor writes location: it writes the fields in the order/,
    );
  });

  it('says where the editor breaks a long line', () => {
    const long =
      '    description: Guidelines on the audit of internal control systems in government agencies.';
    const folded = '    description: Guidelines on the audit of internal control systems in government';
    const message = layoutMessage({ line: 65, written: long, expected: folded });
    expect(message).toContain('longer than the web editor writes');
    expect(message).toContain('systems in government"');
  });

  it('shows two long lines from where they differ, not from their common start', () => {
    const written = '  description: "The association met in Quezon City to discuss the annual plan."';
    const expected = '  description: The association met in Quezon City to discuss the annual plan.';
    // Different from the first character after the indentation: both are shown from there.
    expect(layoutMessage({ line: 3, written, expected })).toContain(
      'it writes "description: The association met in Quezon City to discuss the annual ..." where the file has "description: \\"The association',
    );
    const a = '  title: The association met in Quezon City to discuss the annual internal audit plan A';
    const b = '  title: The association met in Quezon City to discuss the annual internal audit plan B';
    const message = layoutMessage({ line: 2, written: a, expected: b });
    expect(message).toContain('internal audit plan B"');
    expect(message).toContain('internal audit plan A"');
  });
});

describe('files saved by Notepad', () => {
  const TEXT = 'id: fraud-2099-04\ntitle: Fraud Risk Workshop\n';

  it('are not reported for a byte-order mark or Windows line breaks', () => {
    expect(withoutWindowsMarks(`\uFEFF${TEXT.replace(/\n/g, '\r\n')}`)).toBe(TEXT);
    expect(
      editorLayoutProblem('content/trainings/fraud-2099-04.yaml', `\uFEFF${TEXT.replace(/\n/g, '\r\n')}`),
    ).toBeUndefined();
  });

  it('are still reported for what the web editor would change', () => {
    const problem = editorLayoutProblem(
      'content/trainings/fraud-2099-04.yaml',
      `\uFEFF# note\r\n${TEXT.replace(/\n/g, '\r\n')}`,
    );
    expect(problem?.line).toBe(1);
    expect(problem?.message).toMatch(/^has a comment \("# note"\)/);
  });
});
