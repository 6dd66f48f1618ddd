/**
 * Embeds in Markdown bodies, written the way editors paste them: a link alone on its line.
 * - A YouTube link becomes a video player that loads only when the visitor presses Play
 *   (div.md-embed; the site's Markdown renderer turns it into a click-to-load frame). The link
 *   stays inside it, so the page still works before and without JavaScript.
 * - A link to a PDF under /documents/ becomes a download card (p.md-document).
 * Runs after sanitizing and only adds a wrapper and class names of its own.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { textOf } from './body-structure';

export const EMBED_CLASS = 'md-embed';
export const DOCUMENT_CLASS = 'md-document';

/** The 11-character id of a YouTube video address, or undefined for any other address. */
export function youtubeId(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (host === 'youtube.com') id = /^\/(?:shorts|embed|live)\/([^/]+)$/.exec(url.pathname)?.[1];
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : undefined;
}

const isBlank = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

function loneLink(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter((child) => !isBlank(child));
  const [only] = content;
  return content.length === 1 && only?.type === 'element' && only.tagName === 'a' ? only : undefined;
}

export function rehypeEmbeds() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) return;
      const link = loneLink(node);
      if (!link) return;
      const href = String(link.properties.href ?? '');
      const video = youtubeId(href);
      if (video) {
        const text = textOf(link).trim();
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: [EMBED_CLASS],
            dataVideo: video,
            // A bare link's text is the address itself: no title to show.
            dataTitle: text === href ? 'YouTube video' : text,
          },
          children: [node],
        };
      } else if (/^\/documents\/[^?#]+\.pdf$/i.test(href)) {
        node.properties.className = [DOCUMENT_CLASS];
      }
    });
  };
}
