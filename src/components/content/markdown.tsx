import type { Element, ElementContent, Root } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from 'react-router-dom';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { cn } from '../../lib/cn';
import { VideoEmbed } from '../embeds/video-embed';
import { Gallery, type GalleryImage } from './gallery';

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

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    // Links within the site move through the router instead of reloading the page.
    href?.startsWith('/') && !href.startsWith('//') ? (
      <Link to={href} {...props}>
        {children}
      </Link>
    ) : (
      <a href={href} {...props}>
        {children}
      </a>
    ),
  div: ({ node, className, ...props }) => {
    if (node && className === GALLERY_CLASS) return <Gallery images={galleryImages(node as Element)} />;
    if (node && className === EMBED_CLASS) {
      const { dataVideo, dataTitle } = (node as Element).properties;
      return <VideoEmbed id={String(dataVideo)} title={String(dataTitle)} />;
    }
    return <div className={className} {...props} />;
  },
  // eslint-disable-next-line jsx-a11y/alt-text -- the build refuses images without alt text
  img: ({ node: _node, ...props }) => <img loading="lazy" decoding="async" {...props} />,
};

const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components, passNode: true });

export interface MarkdownProps {
  /** A body compiled and sanitized at build time by scripts/build-content.ts. */
  tree: Root;
  className?: string;
}

/**
 * Renders a compiled Markdown body as React elements. Its typography is `.prose-agia`
 * (src/styles/prose.css), in the components layer so that a `className` colour or size wins.
 */
export function Markdown({ tree, className }: MarkdownProps) {
  return <div className={cn('prose-agia', className)}>{processor.stringify(tree)}</div>;
}
