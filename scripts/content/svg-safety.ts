/**
 * Whether an SVG file can run code when a visitor opens it directly (an SVG is a document, not
 * only a picture): scripts, event handlers, embedded HTML, javascript: links, external style
 * sheets (XSLT) and entity declarations (which could hide the rest). The file is parsed as XML
 * with saxes, so entity-encoded attribute values (&#106;avascript:) are checked decoded.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { LineProblem } from './limits';

/** Elements that run code or embed another document. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video']);

/** Address attributes: only a file, a fragment or an image may be linked. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src']);

const SAFE_DATA = /^data:image\/(png|jpeg|jpg|gif|webp|avif);/;

/** How a browser reads an address: whitespace and control characters dropped, case ignored. */
function normalize(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '').toLowerCase();
}

const isScriptAddress = (value: string) => /(java|vb)script:/.test(normalize(value));

export function svgProblems(svg: string): LineProblem[] {
  const problems: LineProblem[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  let root: string | undefined;
  let inStyle = 0;
  const add = (message: string) => problems.push({ line: parser.line, message });

  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) add('declares its own entities or DTD (<!DOCTYPE ... [ ... ]>): remove the declarations');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target.toLowerCase() === 'xml-stylesheet') add('links a style sheet (<?xml-stylesheet ...?>), which can run code: remove it');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const name = tag.local.toLowerCase();
    root ??= name;
    if (ACTIVE_ELEMENTS.has(name)) {
      add(`contains <${tag.name}>, which can run code or embed a web page: remove it (an image may only draw)`);
    }
    if (name === 'style') inStyle++;
    for (const attribute of Object.values(tag.attributes)) {
      const local = attribute.local.toLowerCase();
      if (local.startsWith('on')) {
        add(`has an event handler attribute ${attribute.name}="..." on <${tag.name}>, which runs code: remove it`);
      } else if (isScriptAddress(attribute.value)) {
        add(`has a javascript: address in ${attribute.name}="..." on <${tag.name}>: remove it`);
      } else if (ADDRESS_ATTRIBUTES.has(local)) {
        const address = normalize(attribute.value);
        if (address.startsWith('data:') && !SAFE_DATA.test(address)) {
          add(`embeds a data: document in ${attribute.name}="..." on <${tag.name}> (only embedded PNG, JPEG, GIF, WebP or AVIF images are allowed): remove it`);
        }
      }
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle--;
  });
  const checkStyle = (text: string) => {
    if (inStyle > 0 && (isScriptAddress(text) || /@import/i.test(text))) {
      add('has a style sheet with a javascript: address or an @import: remove it');
    }
  };
  parser.on('text', checkStyle);
  parser.on('cdata', checkStyle);
  try {
    parser.write(svg).close();
  } catch (error) {
    const reason = (error as Error).message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    return [...problems, { line: parser.line, message: `is not a well-formed SVG file (${reason}): export it again from the drawing program` }];
  }
  if (root !== 'svg') problems.unshift({ line: 1, message: 'is not an SVG drawing (its first element is not <svg>)' });
  return problems;
}
