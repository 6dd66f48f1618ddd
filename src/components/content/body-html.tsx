/**
 * Turns a compiled Markdown body (a sanitized HAST tree) into the HTML the pages show. This runs
 * in the content build only (scripts/content/body-html.ts), never in the browser: the page
 * hydrates around the HTML, and the interactive parts (gallery, video) are islands that hydrate
 * on their own (./body-islands.tsx) from the markup their own components render here.
 */
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access --
   tsc resolves rehype-react's and hast-util-to-jsx-runtime's types (npm run typecheck); the
   linter's project service does not, and reports every value typed by them as unsafe. */
import type { Element, ElementContent, Root } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { renderToString } from 'react-dom/server';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { assetUrl } from '../../lib/asset-url';
import { VideoEmbed } from '../embeds/video-embed';
import { Gallery, type GalleryImage } from './gallery';
import { GALLERY_ISLAND, VIDEO_ISLAND } from './islands';

/** Same values as GALLERY_CLASS and EMBED_CLASS in scripts/content/ (kept apart: build code). */
const GALLERY_CLASS = 'md-gallery';
const EMBED_CLASS = 'md-embed';

const isElement = (node: ElementContent, tagName: string): node is Element =>
  node.type === 'element' && node.tagName === tagName;

/**
 * The <img> of a gallery figure: directly inside it (SVG drawings) or inside the <picture> the
 * image step wraps around photos (JPEG, PNG, WebP), whose <source> offers the WebP copies.
 */
function figureImage(figure: Element): { image: Element; webpSrcSet?: string } | undefined {
  for (const child of figure.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'img') return { image: child };
    if (child.tagName === 'picture') {
      const image = child.children.find((inner) => isElement(inner, 'img'));
      if (!image) continue;
      const source = child.children.find(
        (inner): inner is Element => isElement(inner, 'source') && inner.properties.type === 'image/webp',
      );
      const webpSrcSet = source ? String(source.properties.srcSet ?? '') : '';
      return webpSrcSet ? { image, webpSrcSet } : { image };
    }
  }
  return undefined;
}

const numberOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** The images of a gallery built by the content pipeline: figure > (picture >) img (+ figcaption). */
export function galleryImages(node: Element): GalleryImage[] {
  return node.children.flatMap((figure) => {
    if (!isElement(figure, 'figure')) return [];
    const found = figureImage(figure);
    if (!found) return [];
    const { properties } = found.image;
    const caption = figure.children.find((child) => isElement(child, 'figcaption'));
    const text =
      caption && caption.type === 'element'
        ? caption.children.map((child) => (child.type === 'text' ? child.value : '')).join('')
        : '';
    const image: GalleryImage = {
      src: String(properties.src ?? ''),
      alt: String(properties.alt ?? ''),
      caption: text,
    };
    const width = numberOf(properties.width);
    const height = numberOf(properties.height);
    if (width && height) Object.assign(image, { width, height });
    if (typeof properties.srcSet === 'string' && properties.srcSet) image.srcSet = properties.srcSet;
    if (found.webpSrcSet) image.webpSrcSet = found.webpSrcSet;
    return [image];
  });
}

const isSitePath = (href: string | undefined): href is string =>
  href !== undefined && href.startsWith('/') && !href.startsWith('//');

function components(base: string): Components {
  return {
    // Links within the site carry the base path, as the router's links do; the body's click
    // handler (./markdown.tsx) moves through the router instead of reloading the page.
    a: ({ node: _node, href, children, ...props }) => (
      <a href={isSitePath(href) ? assetUrl(href, base) : href} {...props}>
        {children}
      </a>
    ),
    div: ({ node, className, ...props }) => {
      // An island's wrapper: the component's markup inside it is what the browser hydrates.
      if (node && className === GALLERY_CLASS)
        return (
          <div className={GALLERY_CLASS} data-island={GALLERY_ISLAND}>
            <Gallery images={galleryImages(node as Element)} />
          </div>
        );
      if (node && className === EMBED_CLASS) {
        const { dataVideo, dataTitle } = (node as Element).properties;
        const [id, title] = [String(dataVideo), String(dataTitle)];
        return (
          <div className={EMBED_CLASS} data-island={VIDEO_ISLAND} data-video={id} data-title={title}>
            <VideoEmbed id={id} title={title} />
          </div>
        );
      }
      return <div className={className} {...props} />;
    },
    // eslint-disable-next-line jsx-a11y/alt-text -- the build refuses images without alt text
    img: ({ node: _node, ...props }) => <img loading="lazy" decoding="async" {...props} />,
  };
}

/**
 * The body's HTML. The tree is sanitized by the content build (raw HTML in Markdown is reported
 * and never reaches it), so the string is safe to insert as it is (./markdown.tsx).
 * `base` is the site's base path ("/" or "/sub/"), which site links carry.
 */
export function bodyHtml(tree: Root, base: string): string {
  const processor = unified().use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: components(base),
    passNode: true,
  });
  return renderToString(processor.stringify(tree));
}
