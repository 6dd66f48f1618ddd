/**
 * Whether an SVG file can run code when a visitor opens it directly (an SVG is a document, not
 * only a picture): scripts, event handlers, embedded HTML, javascript: links, external style
 * sheets (XSLT) and entity declarations (which could hide the rest). The file is parsed as XML
 * with saxes, so entity-encoded attribute values (&#106;avascript:) are checked decoded.
 * Beyond those, a drawing may use only SVG elements and attributes on an allow-list (no <meta>,
 * <link>, animation or elements of another vocabulary such as XHTML), may link only to its own
 * parts (href="#name"), and its styles may use url() only as url(#name), with no @import,
 * image-set(), src() or quoted address, read by a CSS tokenizer as the browser reads them
 * (strings, comments and escapes in one pass: @\69mport is @import, and a "/*" inside a string
 * is no comment). The text of each <style> is checked whole, as the browser joins it, and
 * a comment, instruction or element inside <style> is refused (`u<!---->rl(` is url( to a
 * browser): an accepted drawing can neither send the visitor elsewhere nor load anything from
 * another site.
 * The parser's time grows with the square of how deep elements nest, so the depth is measured by
 * one linear pass over the text before the parser runs, and a drawing nested deeper than any
 * drawing program writes is refused unparsed; the text of its <style> elements is capped too.
 */
import {
  isTokenAtKeyword,
  isTokenBadURL,
  isTokenComment,
  isTokenFunction,
  isTokenHash,
  isTokenIdent,
  isTokenString,
  isTokenURL,
  isTokenWhitespace,
  tokenize,
  type CSSToken,
} from '@csstools/css-tokenizer';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { MAX_SVG_NESTING, MAX_SVG_STYLE_BYTES, type LineProblem } from './limits';
import { formatFileSize } from './downloads';

/** Elements that run code or embed another document. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
]);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The SVG elements a drawing may use (compared in lower case). */
export const SVG_ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc a style image switch path rect circle ellipse line ' +
    'polyline polygon text tspan textPath linearGradient radialGradient stop pattern clipPath ' +
    'mask marker filter feBlend feColorMatrix feComponentTransfer feComposite ' +
    'feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood ' +
    'feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology ' +
    'feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  )
    .split(' ')
    .map((name) => name.toLowerCase()),
);

/** The attributes (without a namespace) a drawing may use: geometry, presentation, accessibility. */
export const SVG_ATTRIBUTES = new Set(
  (
    'id class style lang tabindex role focusable version baseProfile viewBox ' +
    'preserveAspectRatio width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points ' +
    'pathLength transform transform-origin href gradientUnits gradientTransform spreadMethod ' +
    'offset patternUnits patternContentUnits patternTransform clipPathUnits maskUnits ' +
    'maskContentUnits filterUnits primitiveUnits markerUnits markerWidth markerHeight refX ' +
    'refY orient dx dy rotate textLength lengthAdjust startOffset method spacing side in in2 ' +
    'result stdDeviation mode type values tableValues slope intercept amplitude exponent ' +
    'operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode ' +
    'preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent ' +
    'kernelUnitLength scale xChannelSelector yChannelSelector azimuth elevation z pointsAtX ' +
    'pointsAtY pointsAtZ limitingConeAngle baseFrequency numOctaves seed stitchTiles radius ' +
    'media fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap ' +
    'stroke-linejoin stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color ' +
    'clip-path clip-rule mask filter marker-start marker-mid marker-end stop-color ' +
    'stop-opacity flood-color flood-opacity lighting-color font-family font-size font-weight ' +
    'font-style font-variant font-stretch letter-spacing word-spacing text-anchor ' +
    'text-decoration dominant-baseline alignment-baseline baseline-shift writing-mode ' +
    'direction unicode-bidi display visibility overflow color-interpolation ' +
    'color-interpolation-filters shape-rendering text-rendering image-rendering paint-order ' +
    'vector-effect mix-blend-mode isolation enable-background'
  )
    .split(' ')
    .map((name) => name.toLowerCase()),
);

/** Attributes of the XML and XLink namespaces a drawing may use. */
const NAMESPACED_ATTRIBUTES = new Map([
  [XML_NS, new Set(['space', 'lang'])],
  [XLINK_NS, new Set(['href', 'title'])],
]);

/**
 * A style sheet or value as the browser's CSS tokenizer reads it (CSS Syntax Level 3, with
 * @csstools/css-tokenizer): strings, comments, url() and escapes in one pass, so a comment-looking
 * "/*" inside a quoted string hides nothing, and a quote inside a comment opens no string.
 */
const cssTokens = (text: string): CSSToken[] => tokenize({ css: text });

/**
 * CSS text with comments dropped and escapes decoded (\69 is i), token by token: what the
 * browser's tokens say, for searching (a javascript: address, @import).
 */
export function cssUnescape(text: string): string {
  return cssTokens(text)
    .map((token) => {
      if (isTokenComment(token)) return '';
      if (isTokenString(token)) return token[4].value;
      if (isTokenURL(token)) return `url(${token[4].value})`;
      if (isTokenIdent(token)) return token[4].value;
      if (isTokenFunction(token)) return `${token[4].value}(`;
      if (isTokenAtKeyword(token)) return `@${token[4].value}`;
      if (isTokenHash(token)) return `#${token[4].value}`;
      return token[1];
    })
    .join('');
}

/** An address a url() may name: only a part of the drawing (#name). */
const OWN_PART = /^#[\w.:-]+$/;
/** A string that names a place to load from: a scheme (https:, data:), //host or \\host. */
const isAddress = (text: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/|\\\\)/i.test(normalize(text));

/**
 * What in a style or presentation value could load something: an @import, image-set(), src(), a
 * url() to anything but a part of the drawing, or a quoted address. Read as the browser reads it:
 * token by token, after escapes are decoded (@\69mport is @import, u\72l( is url(), with strings
 * and comments told apart in the same pass.
 */
export function styleReferences(value: string): string[] {
  const tokens = cssTokens(value).filter((token) => !isTokenComment(token));
  const found: string[] = [];
  const quoted: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (isTokenAtKeyword(token) && token[4].value.toLowerCase() === 'import') found.push('@import');
    else if (isTokenURL(token)) {
      if (!OWN_PART.test(token[4].value.trim())) found.push(`url(${token[4].value})`);
    } else if (isTokenBadURL(token)) found.push(`url(${token[1].slice(4)}`);
    else if (isTokenFunction(token)) {
      const name = token[4].value.toLowerCase();
      if (name.endsWith('image-set')) found.push('image-set(...)');
      else if (name === 'src') found.push('src(...)');
      else if (name === 'url') {
        // url( followed by a quoted string: the string is the address.
        let next = at + 1;
        while (tokens[next] && isTokenWhitespace(tokens[next])) next++;
        const argument = tokens[next];
        if (argument && isTokenString(argument)) {
          if (!OWN_PART.test(argument[4].value.trim())) found.push(`url(${argument[4].value})`);
          at = next;
        } else found.push('url(...)');
      }
    } else if (isTokenString(token) && isAddress(token[4].value)) quoted.push(`"${token[4].value.trim()}"`);
  }
  // An @import's own string is reported as the @import.
  return found.includes('@import') ? found : [...found, ...quoted];
}

/** A value as messages quote it: at most 60 characters. */
export const shorten = (value: string, max = 60) =>
  value.length > max ? `${value.slice(0, max - 3)}...` : value;

/** How a browser reads an address: whitespace and control characters dropped, case ignored. */
const IGNORED_IN_ADDRESSES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

function normalize(value: string): string {
  return value.replace(IGNORED_IN_ADDRESSES, '').toLowerCase();
}

const isScriptAddress = (value: string) => /(java|vb)script:/.test(normalize(value));

/** What an editor does with a drawing too large or too deep to check: both fixes keep the picture. */
export const SVG_REDO = 'export the drawing again from your drawing program as plain SVG, or save it as PNG';

/** What an editor does with a drawing not saved as UTF-8. */
const SAVE_AS_UTF8 =
  'save it as UTF-8 (in a text editor: Save As, Encoding UTF-8, and write encoding="UTF-8" in its first line or leave the encoding out), or save it as PNG';

/** The line (from 1) of byte `at`. */
const lineOfByte = (bytes: Uint8Array, at: number) => {
  let line = 1;
  for (let i = 0; i < at; i++) if (bytes[i] === 0x0a) line++;
  return line;
};

/**
 * An SVG file's text, read as UTF-8, or why it cannot be read so. The check reads the text as
 * UTF-8; a browser reads it in the encoding its first bytes (a byte order mark) or its XML
 * declaration name, where the same bytes can be other characters (a Shift_JIS lead byte swallows
 * the quote that ends a CSS string, and what followed it inside the string becomes a rule). So a
 * drawing is accepted only in the one encoding the check and the browser read alike: a byte
 * order mark other than UTF-8's, a declared encoding other than UTF-8, bytes that are not UTF-8,
 * or a NUL (UTF-16 without a byte order mark) are refused.
 */
export function decodeSvg(bytes: Uint8Array): { text: string } | { problem: LineProblem } {
  const [b0, b1, b2, b3] = bytes;
  if (
    (b0 === 0xfe && b1 === 0xff) ||
    (b0 === 0xff && b1 === 0xfe) ||
    (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff)
  )
    return {
      problem: { line: 1, message: `is saved as UTF-16 or UTF-32 (its first bytes say so): ${SAVE_AS_UTF8}` },
    };
  // The declaration first: its message says what to change, and it is ASCII whatever follows.
  const lenient = new TextDecoder('utf-8').decode(bytes);
  // The XML declaration: only at the start of the file (a BOM is dropped by the decoder), ending at its ?>.
  const declaration = /^\s*<\?xml(?=\s)([\s\S]*?)\?>/.exec(lenient)?.[1];
  const encoding = declaration && /encoding\s*=\s*(["']?)([^"'\s?>]*)\1/i.exec(declaration);
  if (declaration && /encoding/i.test(declaration) && !(encoding && /^utf-?8$/i.test(encoding[2]!)))
    return {
      problem: {
        line: 1,
        message: `declares the text encoding "${shorten(encoding ? encoding[2]! : declaration.trim())}" in its first line (<?xml ... encoding=...?>), which a browser would read differently from the check: ${SAVE_AS_UTF8}`,
      },
    };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Found line by line, only for the message: a line break byte is never part of a character.
    let start = 0;
    let line = 1;
    for (let at = 0; at <= bytes.length; at++) {
      if (at < bytes.length && bytes[at] !== 0x0a) continue;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, at));
      } catch {
        break;
      }
      start = at + 1;
      line++;
    }
    return {
      problem: { line, message: `has bytes on line ${line} that are not UTF-8 text: ${SAVE_AS_UTF8}` },
    };
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const line = lineOfByte(bytes, nul);
    return {
      problem: {
        line,
        message: `has a NUL character on line ${line} (it may be saved as UTF-16): ${SAVE_AS_UTF8}`,
      },
    };
  }
  return { text };
}

/** Where `marker` ends after `from`, or the end of the text when it never comes. */
function skipPast(text: string, marker: string, from: number): number {
  const end = text.indexOf(marker, from);
  return end === -1 ? text.length : end + marker.length;
}

/**
 * The first element nested deeper than MAX_SVG_NESTING, found in one pass over the text without
 * parsing it: comments, CDATA sections, instructions and declarations are skipped as the XML
 * parser skips them, a start tag ends at the first > outside its quoted attribute values and
 * opens a level unless it ends with />, an end tag closes one. Whatever the scan cannot read as
 * XML counts as an element opened (the parser then refuses the file): the depth can be
 * overestimated, never missed.
 */
export function svgNestingProblem(svg: string): LineProblem | undefined {
  let depth = 0;
  for (let at = svg.indexOf('<'); at !== -1; at = svg.indexOf('<', at)) {
    const next = svg[at + 1];
    if (svg.startsWith('<!--', at)) at = skipPast(svg, '-->', at + 4);
    else if (svg.startsWith('<![CDATA[', at)) at = skipPast(svg, ']]>', at + 9);
    else if (next === '?') at = skipPast(svg, '?>', at + 2);
    else if (next === '!') at = skipPast(svg, '>', at + 2);
    else if (next === '/') {
      depth = Math.max(0, depth - 1);
      at = skipPast(svg, '>', at + 2);
    } else {
      let quote: string | undefined;
      let end = at + 1;
      for (; end < svg.length; end++) {
        const char = svg[end];
        if (quote) {
          if (char === quote) quote = undefined;
        } else if (char === '"' || char === "'") quote = char;
        else if (char === '>') break;
      }
      if (svg[end - 1] !== '/' && ++depth > MAX_SVG_NESTING) {
        return {
          line: svg.slice(0, at).split('\n').length,
          message: `has elements nested more than ${MAX_SVG_NESTING} levels deep (groups inside groups; drawing programs write a dozen at most): ${SVG_REDO}`,
        };
      }
      at = end + 1;
    }
  }
  return undefined;
}

export function svgProblems(svg: string): LineProblem[] {
  // Measured before anything parses the file: the parser would take minutes on a deep one.
  const tooDeep = svgNestingProblem(svg);
  if (tooDeep) return [tooDeep];
  const problems: LineProblem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let root: string | undefined;
  /** The text of each <style> element open now, joined as a browser joins it, with its first line. */
  const styles: Array<{ line: number; text: string[] }> = [];
  /** Bytes of <style> text read so far; past MAX_SVG_STYLE_BYTES the rest is neither kept nor checked. */
  let styleBytes = 0;
  const add = (message: string, line = parser.line) => problems.push({ line, message });
  // A comment (or an instruction) inside <style> splits its text: `u<!---->rl(` is url( to a
  // browser, and no real drawing needs one there.
  parser.on('comment', () => {
    if (styles.length > 0) add('has a comment inside <style>: remove it');
  });

  parser.on('doctype', (doctype) => {
    if (doctype.includes('['))
      add('declares its own entities or DTD (<!DOCTYPE ... [ ... ]>): remove the declarations');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (styles.length > 0) add('has an instruction (<?...?>) inside <style>: remove it');
    if (target.toLowerCase() === 'xml-stylesheet')
      add('links a style sheet (<?xml-stylesheet ...?>), which can run code: remove it');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.local.toLowerCase();
    root ??= tag.uri === SVG_NS ? name : `${name} (not in the SVG namespace)`;
    const refused = ACTIVE_ELEMENTS.has(name) || tag.uri !== SVG_NS || !SVG_ELEMENTS.has(name);
    if (ACTIVE_ELEMENTS.has(name)) {
      add(
        `contains <${tag.name}>, which can run code or embed a web page: remove it (an image may only draw)`,
      );
    } else if (tag.uri !== SVG_NS) {
      add(
        `contains <${tag.name}>, which is not an SVG element (${shorten(tag.uri || 'no namespace')}): remove it (export the drawing as plain SVG)`,
      );
    } else if (!SVG_ELEMENTS.has(name)) {
      add(
        `contains <${tag.name}>, which is not one of the SVG drawing elements the site accepts: remove it (export the drawing as plain SVG)`,
      );
    }
    if (styles.length > 0) add(`has <${tag.name}> inside <style>, where only style rules belong: remove it`);
    if (name === 'style') styles.push({ line: parser.line, text: [] });
    for (const attribute of Object.values(tag.attributes)) {
      const local = attribute.local.toLowerCase();
      const shown = shorten(attribute.name);
      if (attribute.uri === XMLNS_NS || attribute.name === 'xmlns') continue; // declarations
      if (local.startsWith('on')) {
        add(`has an event handler attribute ${shown}="..." on <${tag.name}>, which runs code: remove it`);
      } else if (isScriptAddress(attribute.value)) {
        add(`has a javascript: address in ${shown}="..." on <${tag.name}>: remove it`);
      } else if (refused) {
        // The element is refused as a whole: its other attributes need no message of their own.
      } else if (
        attribute.uri
          ? !NAMESPACED_ATTRIBUTES.get(attribute.uri)?.has(local)
          : !SVG_ATTRIBUTES.has(local) && !/^aria-[a-z]+$/.test(local)
      ) {
        add(
          `has the attribute ${shown}="..." on <${tag.name}>, which is not one the site accepts in drawings: remove it (export the drawing as plain SVG)`,
        );
      } else if (local === 'href' && !/^#[\w.:-]+$/.test(attribute.value.trim())) {
        add(
          `links to "${shorten(attribute.value)}" in ${shown} on <${tag.name}>: a drawing may link only to its own parts (href="#name"); embed or draw the picture instead`,
        );
      } else {
        for (const reference of styleReferences(attribute.value)) {
          add(
            `loads "${shorten(reference)}" in ${shown}="..." on <${tag.name}>: a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it`,
          );
        }
      }
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() !== 'style') return;
    const style = styles.pop();
    if (style && styleBytes <= MAX_SVG_STYLE_BYTES) checkStyle(style.text.join(''), style.line);
  });
  const checkStyle = (text: string, line: number) => {
    if (isScriptAddress(cssUnescape(text)))
      add('has a style sheet with a javascript: address: remove it', line);
    for (const reference of styleReferences(text)) {
      add(
        `has a style sheet that loads "${shorten(reference)}": a drawing may use url() only for its own parts (url(#name)), and no @import, image-set() or quoted address: remove it`,
        line,
      );
    }
  };
  const collect = (text: string) => {
    const style = styles.at(-1);
    if (!style || styleBytes > MAX_SVG_STYLE_BYTES) return;
    styleBytes += Buffer.byteLength(text, 'utf8');
    if (styleBytes <= MAX_SVG_STYLE_BYTES) style.text.push(text);
    else
      add(
        `has more than ${formatFileSize(MAX_SVG_STYLE_BYTES)} of style rules in <style>, more than a drawing needs: ${SVG_REDO}`,
        style.line,
      );
  };
  parser.on('text', collect);
  parser.on('cdata', collect);
  try {
    parser.write(svg).close();
  } catch (error) {
    const reason = (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    return [
      ...problems,
      {
        line: parser.line,
        message: `is not a well-formed SVG file (${reason}): export it again from the drawing program`,
      },
    ];
  }
  if (root !== 'svg')
    problems.unshift({ line: 1, message: 'is not an SVG drawing (its first element is not <svg>)' });
  return problems;
}
