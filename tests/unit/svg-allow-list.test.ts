/**
 * SVG drawings on an allow-list: the security review's inputs are refused with their message, and
 * every drawing the site and the fixture site publish still passes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SVG_BYTES } from '../../scripts/content/limits';
import { checkPublicFile } from '../../scripts/content/public-files';
import {
  cssUnescape,
  decodeSvg,
  styleReferences,
  svgNestingProblem,
  svgProblems,
} from '../../scripts/content/svg-safety';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const svg = (body: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${extra} width="10" height="10">\n${body}\n</svg>`;

describe('SVG allow-list', () => {
  it.each([
    [
      'a redirect in the XHTML namespace',
      svg(
        '<h:meta http-equiv="refresh" content="0;url=https://example.org/"/>',
        ' xmlns:h="http://www.w3.org/1999/xhtml"',
      ),
      'contains <h:meta>, which is not an SVG element (http://www.w3.org/1999/xhtml): remove it (export the drawing as plain SVG)',
    ],
    [
      'a <link> element',
      svg('<link rel="stylesheet" href="https://example.org/a.css"/>'),
      'contains <link>, which is not one of the SVG drawing elements the site accepts: remove it (export the drawing as plain SVG)',
    ],
    [
      'an animation that could change an address',
      svg('<set attributeName="href" to="#a"/>'),
      'contains <set>, which is not one of the SVG drawing elements the site accepts: remove it (export the drawing as plain SVG)',
    ],
    [
      'an @import written with a CSS escape',
      svg('<style>@\\69mport "https://example.org/a.css";</style>'),
      'has a style sheet that loads "@import": a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it',
    ],
    [
      'a url() to another site in a style sheet',
      svg('<style>rect { fill: u\\72l(https://example.org/t.png) }</style>'),
      'has a style sheet that loads "url(https://example.org/t.png)": a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it',
    ],
    [
      'a url() to another site in a presentation attribute',
      svg('<rect width="1" height="1" fill="url(\'https://example.org/t.svg#p\')"/>'),
      'loads "url(https://example.org/t.svg#p)" in fill="..." on <rect>: a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it',
    ],
    [
      'an image from another site',
      svg('<image href="https://example.org/tracker.png" width="1" height="1"/>'),
      'links to "https://example.org/tracker.png" in href on <image>: a drawing may link only to its own parts (href="#name"); embed or draw the picture instead',
    ],
    [
      'an attribute of another vocabulary',
      svg(
        '<rect inkscape:label="x" width="1" height="1"/>',
        ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
      ),
      'has the attribute inkscape:label="..." on <rect>, which is not one the site accepts in drawings: remove it (export the drawing as plain SVG)',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(svgProblems(text)).toEqual([{ line: 2, message }]);
  });

  const STYLE_ADVICE =
    'a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it';

  it.each([
    [
      'an @import split by a comment',
      '<style>@imp<!-- -->ort "http://example.org/a.css";</style>',
      ['has a comment inside <style>: remove it', `has a style sheet that loads "@import": ${STYLE_ADVICE}`],
    ],
    [
      'a url( split by a comment',
      '<style>rect { fill: u<!---->rl(http://example.org/t.png) }</style>',
      [
        'has a comment inside <style>: remove it',
        `has a style sheet that loads "url(http://example.org/t.png)": ${STYLE_ADVICE}`,
      ],
    ],
    [
      'image-set() with a quoted address',
      '<style>rect { fill: image-set("http://example.org/t.png" 1x) }</style>',
      [
        `has a style sheet that loads "image-set(...)": ${STYLE_ADVICE}`,
        `has a style sheet that loads ""http://example.org/t.png"": ${STYLE_ADVICE}`,
      ],
    ],
    [
      'a url( split over two CDATA sections',
      '<style><![CDATA[rect { fill: u]]><![CDATA[rl(//example.org/t.png) }]]></style>',
      [`has a style sheet that loads "url(//example.org/t.png)": ${STYLE_ADVICE}`],
    ],
    [
      'an element inside <style>',
      '<style>rect { fill: red }<g/></style>',
      ['has <g> inside <style>, where only style rules belong: remove it'],
    ],
  ])('refuses CSS that would load from elsewhere: %s', (_, body, messages) => {
    expect(svgProblems(svg(body)).map((problem) => problem.message)).toEqual(messages);
  });

  it('accepts a style sheet with a quoted font name and its own parts', () => {
    expect(
      svgProblems(svg('<style>text { font-family: "Public Sans", sans-serif; fill: url(#g) }</style>')),
    ).toEqual([]);
  });

  it('shortens a long address in its message', () => {
    const [problem] = svgProblems(svg(`<use href="https://example.org/${'a'.repeat(500)}"/>`));
    expect(problem!.message).toBe(
      `links to "https://example.org/${'a'.repeat(37)}..." in href on <use>: a drawing may link only to its own parts (href="#name"); embed or draw the picture instead`,
    );
  });

  it('decodes CSS escapes and drops comments as a browser does', () => {
    expect(cssUnescape('@\\69mport')).toBe('@import');
    expect(cssUnescape('a/**/b')).toBe('ab');
    expect(cssUnescape('u\\rl(x)')).toBe('url(x)');
    // A comment-looking "/*" inside a string is text, not a comment.
    expect(cssUnescape('a { content: "/*" } b { fill: url(x) } c { content: "*/" }')).toBe(
      'a { content: /* } b { fill: url(x) } c { content: */ }',
    );
  });

  it.each([
    [
      'a url()',
      'a { content: "/*" } rect { fill: url(http://example.org/t.png) } b { content: "*/" }',
      'url(http://example.org/t.png)',
    ],
    ['an @import', 'a { content: "/*" } @import "http://example.org/a.css"; b { content: "*/" }', '@import'],
    [
      'a quoted address',
      'a { content: "/*" } rect { fill: image("http://example.org/t.png") } b { content: "*/" }',
      '"http://example.org/t.png"',
    ],
    [
      'a url() after a quote inside a comment',
      "/* ' */ rect { fill: url(//example.org/t.png) } /* ' */",
      'url(//example.org/t.png)',
    ],
  ])('refuses %s between two strings that look like a comment', (_, sheet, reference) => {
    expect(styleReferences(sheet)).toContain(reference);
    expect(svgProblems(svg(`<style>${sheet}</style>`)).map((problem) => problem.message)).toContain(
      `has a style sheet that loads "${reference}": ${STYLE_ADVICE}`,
    );
  });

  it('accepts gradients, references to its own parts and accessible names', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)" style="stroke: URL( \'#g\' )" aria-label="A box"/>' +
        '<use xlink:href="#g"/>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    expect(svgProblems(drawing)).toEqual([]);
  });

  it('accepts every drawing the site and the fixture site publish', () => {
    const files = ['public', 'tests/fixtures/site/public'].flatMap((dir) =>
      readdirSync(path.join(PROJECT, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.svg'))
        .map((name) => path.join(PROJECT, dir, name)),
    );
    // The logo, favicon, share image and avatar of each site at least: proof the listing found them.
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) expect([file, svgProblems(readFileSync(file, 'utf8'))]).toEqual([file, []]);
  });

  describe('drawings too deep or too large to check', () => {
    const REDO = 'export the drawing again from your drawing program as plain SVG, or save it as PNG';
    const TOO_DEEP = `has elements nested more than 100 levels deep (groups inside groups; drawing programs write a dozen at most): ${REDO}`;
    /** `<svg>` and `levels - 1` groups inside it, the deepest one on line 3. */
    const nested = (levels: number, open = '<g>', close = '</g>') =>
      svg(`${open.repeat(levels - 2)}\n${open}${close.repeat(levels - 1)}`);

    it('refuses groups nested deeper than 100 levels before parsing, naming the line', () => {
      expect(svgProblems(nested(101))).toEqual([{ line: 3, message: TOO_DEEP }]);
      // Unclosed and unparseable: the depth is found first all the same.
      expect(svgProblems(svg('<g>'.repeat(90_000)))).toEqual([{ line: 2, message: TOO_DEEP }]);
    });

    it('accepts 100 levels, self-closed elements and tags inside comments, CDATA and quoted values', () => {
      expect(svgProblems(nested(100))).toEqual([]);
      const flat = '<rect width="1" height="1"/>'.repeat(500);
      const hidden = `<!-- ${'<g>'.repeat(200)} --><style><![CDATA[${'<g>'.repeat(200)}]]></style>`;
      expect(svgProblems(svg(flat + hidden))).toEqual([]);
      expect(svgNestingProblem(nested(100, '<g id="a>b" class=\'c/\'>'))).toBeUndefined();
    });

    it('counts an element whose quoted value ends with / as opened (only /> closes it)', () => {
      expect(svgNestingProblem(nested(101, '<g id="a/">'))).toEqual({ line: 3, message: TOO_DEEP });
    });

    it('counts unmatched end tags as nothing, so they cannot buy depth', () => {
      expect(svgNestingProblem(svg(`${'</g>'.repeat(500)}${'<g>'.repeat(101)}`))).toEqual({
        line: 2,
        message: TOO_DEEP,
      });
    });

    it('refuses more than 64 KB of <style> text, counted over all <style> elements', () => {
      const rules = (bytes: number) => 'rect { fill: #fff } '.repeat(Math.ceil(bytes / 20));
      const message = `has more than 64 KB of style rules in <style>, more than a drawing needs: ${REDO}`;
      expect(svgProblems(svg(`<style>${rules(65 * 1024)}</style>`))).toEqual([{ line: 2, message }]);
      expect(
        svgProblems(svg(`<style>${rules(40 * 1024)}</style>\n<style>${rules(40 * 1024)}</style>`)),
      ).toEqual([{ line: 3, message }]);
      expect(svgProblems(svg(`<style>${rules(60 * 1024)}</style>`))).toEqual([]);
    });

    it('refuses a drawing over 1 MB by its size, naming the file', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'agia-svg-'));
      try {
        const file = path.join(dir, 'map.svg');
        writeFileSync(file, svg(' '.repeat(MAX_SVG_BYTES)));
        const problems = await checkPublicFile(
          file,
          'public/images/map.svg',
          MAX_SVG_BYTES + 100,
          false,
          new Set(),
        );
        expect(problems).toEqual([
          {
            file: 'public/images/map.svg',
            line: undefined,
            path: [],
            message: `is too large: 1.0 MB (an SVG drawing may be at most 1.0 MB); ${REDO}`,
          },
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('text encoding', () => {
    const SAVE =
      'save it as UTF-8 (in a text editor: Save As, Encoding UTF-8, and write encoding="UTF-8" in its first line or leave the encoding out), or save it as PNG';
    /**
     * The review's sample: declared Shift_JIS, a lead byte (0x81) swallows the quote that ends a
     * CSS string, so a browser reads the url() after it as a rule while UTF-8 reads a string.
     */
    const shiftJis = Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="Shift_JIS"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><style>rect{fill:red} text{content:"',
        'latin1',
      ),
      Buffer.from([0x81]),
      Buffer.from(
        '\\"} svg{background-image:url(http://127.0.0.1:5814/leak.png)} rect{fill:"}</style><rect width="100" height="100"/></svg>\n',
        'latin1',
      ),
    ]);

    it('refuses a drawing that declares an encoding other than UTF-8, through the public files check', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'agia-svg-'));
      try {
        const file = path.join(dir, 'map.svg');
        writeFileSync(file, shiftJis);
        const problems = await checkPublicFile(
          file,
          'public/images/map.svg',
          shiftJis.length,
          false,
          new Set(),
        );
        expect(problems).toEqual([
          {
            file: 'public/images/map.svg',
            line: 1,
            path: [],
            message: `declares the text encoding "Shift_JIS" in its first line (<?xml ... encoding=...?>), which a browser would read differently from the check: ${SAVE}`,
          },
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it.each([
      ['Shift_JIS', '<?xml version="1.0" encoding="Shift_JIS"?>'],
      ['ISO-2022-JP (ASCII bytes only)', "<?xml version='1.0' encoding='ISO-2022-JP'?>"],
      ['an encoding on a later line of the declaration', '<?xml version="1.0"\n  encoding="windows-1252"?>'],
    ])('refuses a declared encoding: %s', (_, declaration) => {
      const result = decodeSvg(Buffer.from(`${declaration}\n${svg('<rect width="1" height="1"/>')}`));
      expect(result).toMatchObject({ problem: { line: 1 } });
      expect('problem' in result && result.problem.message).toMatch(/^declares the text encoding /);
    });

    it.each([
      ['UTF-8', '<?xml version="1.0" encoding="UTF-8"?>\n'],
      ['utf8', "<?xml version='1.0' encoding='utf8' standalone='no'?>\n"],
      ['no encoding', '<?xml version="1.0"?>\n'],
      ['no declaration', ''],
      ['a UTF-8 byte order mark', '\ufeff<?xml version="1.0" encoding="utf-8"?>\n'],
    ])('reads a drawing in UTF-8: %s', (_, head) => {
      const text = `${head}${svg('<text>é ✓</text>')}`;
      expect(decodeSvg(Buffer.from(text))).toEqual({ text: text.replace(/^\ufeff/, '') });
    });

    it('refuses bytes that are not UTF-8, naming their line', () => {
      const bytes = Buffer.concat([
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">\n<text>a\n', 'latin1'),
        Buffer.from([0xe9]),
        Buffer.from('</text></svg>'),
      ]);
      expect(decodeSvg(bytes)).toEqual({
        problem: { line: 3, message: `has bytes on line 3 that are not UTF-8 text: ${SAVE}` },
      });
    });

    it.each([
      [
        'UTF-16 (big-endian)',
        Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(svg(''), 'utf16le').swap16()]),
      ],
      ['UTF-16 (little-endian)', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(svg(''), 'utf16le')])],
      ['UTF-32 (big-endian)', Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x3c])],
    ])('refuses a drawing saved as %s', (_, bytes) => {
      expect(decodeSvg(bytes)).toEqual({
        problem: { line: 1, message: `is saved as UTF-16 or UTF-32 (its first bytes say so): ${SAVE}` },
      });
    });

    it('refuses UTF-16 without a byte order mark (NUL bytes)', () => {
      expect(decodeSvg(Buffer.from(svg(''), 'utf16le'))).toEqual({
        problem: { line: 1, message: `has a NUL character on line 1 (it may be saved as UTF-16): ${SAVE}` },
      });
    });
  });
});
