import { describe, expect, it } from 'vitest';
import { parseYaml, YamlSyntaxError } from '../../scripts/content/yaml-source';

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
