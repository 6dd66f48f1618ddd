/**
 * Markdown files: YAML front matter (gray-matter, with js-yaml as its engine so that lines
 * can be located) and a body compiled to a sanitized HAST tree at build time.
 */
import matter from 'gray-matter';
import type { Root, Element } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { rehypeEmbeds } from './embeds';
import { rehypeExternalLinks, rehypeFigures } from './markdown-plugins';
import { rawHtmlIn, type RawHtml } from './raw-html';
import { parseYaml, type ParsedYaml } from './yaml-source';

export interface ParsedMarkdown extends ParsedYaml {
  /** Number of lines taken by the front matter block, including both --- fences. */
  bodyLineOffset: number;
  body: string;
}

export function parseMarkdown(source: string): ParsedMarkdown {
  let parsed: ParsedYaml = { data: {}, lineOf: () => 1 };
  const file = matter(source, {
    engines: {
      yaml: (text: string) => {
        // gray-matter passes the text after the opening --- including its line break, so the
        // text's first (empty) line is the file's line 1.
        parsed = parseYaml(text, 1);
        return parsed.data as object;
      },
    },
  });
  const bodyLineOffset = source.slice(0, source.length - file.content.length).split('\n').length - 1;
  return { ...parsed, data: parsed.data ?? {}, body: file.content, bodyLineOffset };
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
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema)
  // These run on the sanitized tree: captions, galleries, embeds and external-link attributes.
  .use(rehypeFigures)
  .use(rehypeEmbeds)
  .use(rehypeExternalLinks);

/** Compiles a Markdown body into a sanitized HAST tree, noting the raw HTML it had to drop. */
export function compileMarkdownBody(body: string): { tree: Root; rawHtml: RawHtml[] } {
  const mdast: MdastRoot = processor.parse(body);
  return { rawHtml: rawHtmlIn(mdast), tree: processor.runSync(mdast) as Root };
}

/** Compiles a Markdown body into a sanitized HAST tree. Positions are kept for checks. */
export function compileMarkdown(body: string): Root {
  return compileMarkdownBody(body).tree;
}

/** Removes source positions so generated modules stay small. */
export function stripPositions(tree: Root): Root {
  visit(tree, (node) => {
    delete (node as { position?: unknown }).position;
  });
  return tree;
}

export interface ImageRef {
  src: string;
  alt: string;
  line: number | undefined;
}

/** Every image in a compiled body, with its line in the body. */
export function imagesIn(tree: Root): ImageRef[] {
  const images: ImageRef[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return;
    images.push({
      src: String(node.properties.src ?? ''),
      alt: String(node.properties.alt ?? '').trim(),
      line: node.position?.start.line,
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
