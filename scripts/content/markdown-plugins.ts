/**
 * rehype plugins that run after sanitizing, on a tree that is already safe. They only rearrange
 * elements the sanitizer kept and add attributes of their own, so they cannot reintroduce
 * anything it removed.
 *
 * - rehypeFigures: an image alone in its paragraph becomes a <figure>; its Markdown title
 *   (`![alt](src "Caption")`) becomes the <figcaption>. Two or more images in one paragraph
 *   (one per line, no blank line between them) become a gallery: <div class="md-gallery">
 *   holding one <figure> per image.
 * - rehypeExternalLinks: links to other websites open in a new tab, without giving that tab
 *   access to this page (rel="noopener noreferrer").
 * - rehypeInPageLinks: a link to a place in the same body (#fn-1) points at the id the sanitizer
 *   gave that place (user-content-fn-1). The sanitizer prefixes every id, so that an id in
 *   content can never stand for a global of the page, but it leaves addresses alone.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Class name of a gallery; the site's Markdown renderer turns it into an interactive grid. */
export const GALLERY_CLASS = 'md-gallery';

const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';
const isImage = (node: ElementContent): node is Element => node.type === 'element' && node.tagName === 'img';

function figureFor(image: Element): Element {
  const { title, ...properties } = image.properties;
  const caption = typeof title === 'string' ? title.trim() : '';
  const children: ElementContent[] = [{ ...image, properties }];
  if (caption !== '') {
    children.push({
      type: 'element',
      tagName: 'figcaption',
      properties: {},
      children: [{ type: 'text', value: caption }],
    });
  }
  return { type: 'element', tagName: 'figure', properties: {}, children };
}

export function rehypeFigures() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) return;
      const content = node.children.filter((child) => !isBlank(child));
      if (content.length === 0 || !content.every(isImage)) return;
      const figures = content.map(figureFor);
      parent.children[index] =
        figures.length === 1
          ? figures[0]!
          : {
              type: 'element',
              tagName: 'div',
              properties: { className: [GALLERY_CLASS] },
              children: figures,
            };
    });
  };
}

const EXTERNAL = /^https?:\/\//i;

export function rehypeExternalLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || !EXTERNAL.test(String(node.properties.href ?? ''))) return;
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    });
  };
}

/** The prefix rehype-sanitize adds to every id and name (its `clobberPrefix`). */
export const ID_PREFIX = 'user-content-';

export function rehypeInPageLinks() {
  return (tree: Root) => {
    const ids = new Set<string>();
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id);
    });
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
      const target = decodeURIComponent(href.slice(1));
      if (!ids.has(target) && ids.has(`${ID_PREFIX}${target}`))
        node.properties.href = `#${ID_PREFIX}${target}`;
    });
  };
}
