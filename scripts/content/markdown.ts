/**
 * Markdown files: YAML front matter (gray-matter, with js-yaml as its engine so that lines
 * can be located) and a body compiled to a sanitized HAST tree at build time.
 */
import matter from 'gray-matter';
import type { Root, Element } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rehypeEmbeds } from './embeds';
import { GALLERY_CLASS, rehypeExternalLinks, rehypeFigures, rehypeInPageLinks } from './markdown-plugins';
import { rawHtmlIn, type RawHtml } from './raw-html';
import { SourceError } from './problems';
import { parseYaml, type ParsedYaml } from './yaml-source';

export interface ParsedMarkdown extends ParsedYaml {
  /** Number of lines taken by the front matter block, including both --- fences. */
  bodyLineOffset: number;
  body: string;
}

/** Any front-matter language gray-matter knows besides YAML; a second guard behind the check above. */
function refuseLanguage(): never {
  throw new SourceError('front matter must be YAML: the file must start with a line containing only ---', 1);
}
export const REFUSED_ENGINES = Object.fromEntries(
  ['javascript', 'js', 'coffee', 'coffeescript', 'cson', 'json', 'toml'].map((name) => [
    name,
    refuseLanguage,
  ]),
);

/** Front matter longer than this is refused before it is parsed (gray-matter's work grows faster than its length). */
export const MAX_FRONT_MATTER_LINES = 1000;

const FENCE = /^---[ \t]*\r?$/;

/** A line as a message quotes it: line breaks shown as \r and \n, at most 40 characters. */
function quoteLine(line: string): string {
  const escaped = line.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
  return escaped.length > 40 ? `${escaped.slice(0, 40)}...` : escaped;
}

/**
 * The front matter block (both --- lines included) and the body, split by line without any
 * regular expression over the whole file; null head when the file has no front matter. Refuses
 * a first line that only starts with --- (before gray-matter sees the file: it evaluates `---js`
 * and `---javascript` front matter as JavaScript, which would let a content file run code during
 * the build) and front matter longer than MAX_FRONT_MATTER_LINES.
 */
export function splitFrontMatter(source: string): {
  head: string | null;
  body: string;
  bodyLineOffset: number;
} {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  if (!text.startsWith('---')) return { head: null, body: source, bodyLineOffset: 0 };
  let end = text.indexOf('\n');
  const first = end === -1 ? text : text.slice(0, end);
  if (!FENCE.test(first)) {
    throw new SourceError(
      `front matter must be YAML: the file must start with a line containing only --- (found "${quoteLine(first.replace(/\r$/, ''))}")`,
      1,
    );
  }
  for (let line = 2; end !== -1; line++) {
    if (line > MAX_FRONT_MATTER_LINES + 2) {
      throw new SourceError(
        `has front matter longer than ${MAX_FRONT_MATTER_LINES.toLocaleString('en')} lines (or its closing --- line is missing): shorten it`,
        1,
      );
    }
    const start = end + 1;
    end = text.indexOf('\n', start);
    const current = end === -1 ? text.slice(start) : text.slice(start, end);
    if (FENCE.test(current)) {
      const headEnd = end === -1 ? text.length : end + 1;
      return { head: text.slice(0, headEnd), body: text.slice(headEnd), bodyLineOffset: line };
    }
  }
  // No closing line: as gray-matter reads it, all of the file is front matter.
  return { head: text, body: '', bodyLineOffset: text.split('\n').length };
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const { head, body, bodyLineOffset } = splitFrontMatter(source);
  if (head === null) return { data: {}, lineOf: () => 1, curlyQuoted: [], body, bodyLineOffset };
  let parsed: ParsedYaml = { data: {}, lineOf: () => 1, curlyQuoted: [] };
  matter(head, {
    language: 'yaml',
    engines: {
      ...REFUSED_ENGINES,
      yaml: (text: string) => {
        // gray-matter passes the text after the opening --- including its line break, so the
        // text's first (empty) line is the file's line 1.
        parsed = parseYaml(text, 1);
        return parsed.data as object;
      },
    },
  });
  return { ...parsed, data: parsed.data ?? {}, body, bodyLineOffset };
}

/** GitHub's schema (no scripts, no event handlers, no javascript: URLs) plus figures. */
export const sanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'figure', 'figcaption'],
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in Markdown is dropped (allowDangerousHtml stays off), then the tree is sanitized.
  // Footnote ids are left unprefixed here: the sanitizer prefixes every id once (user-content-),
  // and rehypeInPageLinks points the footnote links at those ids. Prefixing here too gave ids
  // user-content-user-content-fn-1 that no link reached.
  .use(remarkRehype, { clobberPrefix: '' })
  .use(rehypeSanitize, sanitizeSchema)
  // Headings get GitHub-style ids after sanitizing (so they are not prefixed), so another page can
  // link to a section: /membership#renew-pay-and-stay-in-good-standing.
  .use(rehypeSlug)
  // These run on the sanitized tree: in-page links, captions, galleries, embeds and external-link attributes.
  .use(rehypeInPageLinks)
  .use(rehypeFigures)
  .use(rehypeEmbeds)
  .use(rehypeExternalLinks);

/** Compiles a Markdown body into a sanitized HAST tree. Positions are kept for checks. */
export function compileMarkdown(body: string): Root {
  return compileMarkdownBody(body).tree;
}

/**
 * Compiles a body and also returns the raw HTML it had to drop, and every image address as the editor wrote it, keyed by the
 * image's start offset: the sanitizer empties a refused address (javascript:...) and the
 * compiler percent-encodes others, but a message must quote what is in the file.
 */
export function compileMarkdownBody(body: string): {
  tree: Root;
  written: Map<number, string>;
  rawHtml: RawHtml[];
} {
  const mdast: MdastRoot = processor.parse(body);
  const definitions = new Map<string, string>();
  visit(mdast, 'definition', (node) => {
    definitions.set(node.identifier, node.url);
  });
  const written = new Map<number, string>();
  visit(mdast, (node) => {
    if (node.type !== 'image' && node.type !== 'imageReference') return;
    const offset = node.position?.start.offset;
    const url = node.type === 'image' ? node.url : definitions.get(node.identifier);
    if (offset !== undefined && url !== undefined) written.set(offset, url);
  });
  return { tree: processor.runSync(mdast) as Root, written, rawHtml: rawHtmlIn(mdast) };
}

/** Removes source positions so generated modules stay small. */
export function stripPositions(tree: Root): Root {
  visit(tree, (node) => {
    delete (node as { position?: unknown }).position;
  });
  return tree;
}

export interface ImageRef {
  /** The address after compiling (empty when the sanitizer refused it). */
  src: string;
  /** The address as written in the Markdown file. */
  written: string;
  alt: string;
  line: number | undefined;
  /** true for an image of a gallery (two or more images on consecutive lines). */
  inGallery: boolean;
}

const isGallery = (node: Element) =>
  Array.isArray(node.properties.className) && node.properties.className.includes(GALLERY_CLASS);

/** Every image in a compiled body, with its line in the body and its address as written. */
export function imagesIn(tree: Root, written: ReadonlyMap<number, string> = new Map()): ImageRef[] {
  const images: ImageRef[] = [];
  const inGalleries = new Set<Element>();
  visit(tree, 'element', (node: Element) => {
    if (!isGallery(node)) return;
    visit(node, 'element', (inner: Element) => {
      if (inner.tagName === 'img') inGalleries.add(inner);
    });
  });
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return;
    const src = String(node.properties.src ?? '');
    const offset = node.position?.start.offset;
    images.push({
      src,
      written: (offset === undefined ? undefined : written.get(offset)) ?? src,
      alt: String(node.properties.alt ?? '').trim(),
      line: node.position?.start.line,
      inGallery: inGalleries.has(node),
    });
  });
  return images;
}

export interface LinkInBody {
  href: string;
  line: number | undefined;
}

/** Every link in a compiled body, with its line in the body. */
export function linksIn(tree: Root): LinkInBody[] {
  const links: LinkInBody[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    links.push({ href: node.properties.href, line: node.position?.start.line });
  });
  return links;
}
