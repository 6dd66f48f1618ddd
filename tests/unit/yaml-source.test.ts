import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../scripts/content/markdown';
import {
  CURLY_QUOTES_MESSAGE,
  openingQuote,
  parseYaml,
  UNCLOSED_QUOTE_MESSAGE,
  unclosedQuoteLine,
  YamlSyntaxError,
} from '../../scripts/content/yaml-source';

const SOURCE = `# Comment line
title: Annual report
tags: [audit, risk]
people:
  - name: Ana
    years:
      - 1990-1992
      - 1996
  - name: Ben
nested:
  deeper:
    value: 3
`;

describe('locating values in YAML', () => {
  const parsed = parseYaml(SOURCE);

  it('parses the data with js-yaml', () => {
    expect(parsed.data).toEqual({
      title: 'Annual report',
      tags: ['audit', 'risk'],
      people: [{ name: 'Ana', years: ['1990-1992', 1996] }, { name: 'Ben' }],
      nested: { deeper: { value: 3 } },
    });
  });

  it('finds the line of mapping keys, list items and flow items', () => {
    expect(parsed.lineOf(['title'])).toBe(2);
    expect(parsed.lineOf(['tags', 1])).toBe(3);
    expect(parsed.lineOf(['people', 0, 'years', 1])).toBe(8);
    expect(parsed.lineOf(['people', 1, 'name'])).toBe(9);
    expect(parsed.lineOf(['nested', 'deeper', 'value'])).toBe(12);
  });

  it('falls back to the nearest parent for a missing field', () => {
    expect(parsed.lineOf(['people', 1, 'missing'])).toBe(9);
    expect(parsed.lineOf(['nope'])).toBe(2); // the document's first line of content
  });

  it('shifts lines for text that starts further down a file', () => {
    expect(parseYaml('a: 1\nb: 2\n', 5).lineOf(['b'])).toBe(6);
  });

  it('reports syntax errors with a line and a hint', () => {
    let caught: unknown;
    try {
      parseYaml('title: Annual report\ntheme: Integrity: in service\n');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(YamlSyntaxError);
    expect((caught as YamlSyntaxError).line).toBe(2);
    expect((caught as YamlSyntaxError).message).toMatch(
      /^is not valid YAML: .*put a value that contains ": " in quotes/,
    );
  });
});

describe('quotes as editors type them', () => {
  const failure = (source: string, firstLine = 1) => {
    try {
      parseYaml(source, firstLine);
    } catch (error) {
      return error as YamlSyntaxError;
    }
    throw new Error('parsed without an error');
  };

  it('reports an unclosed quote on the line where it opens, never past the end of the file', () => {
    const inMiddle = failure('id: a\ntitle: "Fraud Risk Workshop\ndate: 2099-04-15\ntype: Webinar\n');
    expect(inMiddle.line).toBe(2);
    expect(inMiddle.message).toBe(UNCLOSED_QUOTE_MESSAGE);
    expect(failure("id: a\ntitle: 'Fraud Risk\n").line).toBe(2);
    expect(failure('speakers:\n  - name: "Ana Cruz\n    role: Speaker\n', 2).line).toBe(3);
  });

  it('accepts a quoted value that goes on over lines indented under its field', () => {
    const parsed = parseYaml(
      'title: "Fraud Risk\n  Workshop"\nnote: "it\'s \\"fine\\""\nother: \'it\'\'s\'\n',
    );
    expect(parsed.data).toEqual({ title: 'Fraud Risk Workshop', note: 'it\'s "fine"', other: "it's" });
    expect(unclosedQuoteLine('title: "Fraud Risk\n  Workshop"\nbad: "open\n')).toBe(2);
  });

  it('finds the opening quote exactly where the former regular expression did', () => {
    // The expression it replaces, which backtracked on long lines of list dashes.
    const former = /^(\s*)(?:-\s+)*(?:[^\s"'#][^"'#]*?:\s+)?(["'])/;
    const alphabet = [' ', '\t', '-', ':', '"', "'", '#', 'a', 'b'];
    let seed = 40;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 20_000; n++) {
      const line = Array.from(
        { length: Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const match = former.exec(line);
      const expected = match
        ? { indent: match[1]!.length, quote: match[2]!, end: match[0].length }
        : undefined;
      expect([line, openingQuote(line)]).toEqual([line, expected]);
    }
  });

  it('reads a 254 KB line of list dashes (once 10 s of backtracking) as a value without quotes', () => {
    const line = `${'- '.repeat(127_000)}x`;
    expect(openingQuote(line)).toBeUndefined();
    expect(unclosedQuoteLine(`${line}\n`)).toBeUndefined();
    expect(openingQuote(`${'- '.repeat(127_000)}key: "x`)).toEqual({ indent: 0, quote: '"', end: 254_006 });
  });

  it("reports both in a Markdown file's front matter, with the file's lines", () => {
    expect(() => parseMarkdown('---\ntitle: "Audit Forum\ndate: 2026-01-15\n---\n\nText.\n')).toThrow(
      UNCLOSED_QUOTE_MESSAGE,
    );
    try {
      parseMarkdown('---\ntitle: "Audit Forum\ndate: 2026-01-15\n---\n\nText.\n');
    } catch (error) {
      expect((error as YamlSyntaxError).line).toBe(2);
    }
    expect(parseMarkdown('---\ndate: 2026-01-15\ntitle: “Audit Forum”\n---\n\nText.\n').curlyQuoted).toEqual([
      { path: ['title'], line: 3 },
    ]);
  });

  it('keeps other syntax errors within the file', () => {
    // js-yaml points at the line after the last one here.
    const error = failure('title: Annual report\ntags: [audit, risk\n');
    expect(error.line).toBe(2);
    expect(error.message).toBe(
      'is not valid YAML: deficient indentation (a bracket [ or { is not closed, or a line is indented less than the lines it belongs to)',
    );
  });

  it('finds values wrapped in curly quotes, and leaves quotes inside a value alone', () => {
    const parsed = parseYaml(
      'title: “Fraud Risk Workshop”\nspeakers:\n  - name: ‘Ana Cruz’\nnote: The “Integrity” awards\nquoted: "“As written”"\n',
      2,
    );
    expect(parsed.curlyQuoted).toEqual([
      { path: ['title'], line: 2 },
      { path: ['speakers', 0, 'name'], line: 4 },
    ]);
    expect(CURLY_QUOTES_MESSAGE).toContain('use straight quotes or none');
  });
});

describe('a line indented with a tab', () => {
  it('names the line and says to use two spaces', () => {
    let thrown: unknown;
    try {
      parseYaml('title: Seminar\nobjectives:\n  - Plan the audit\n\t- Report the findings\n');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(YamlSyntaxError);
    expect((thrown as YamlSyntaxError).line).toBe(4);
    expect((thrown as YamlSyntaxError).message).toContain(
      'this line starts with a tab: indent it with two spaces per level instead',
    );
  });
});
