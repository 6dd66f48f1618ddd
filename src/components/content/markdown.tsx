import type { Element, Root } from 'hast';
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

/** The images of a gallery built by the content pipeline: figure > img (+ figcaption). */
export function galleryImages(node: Element): GalleryImage[] {
  return node.children.flatMap((figure) => {
    if (figure.type !== 'element' || figure.tagName !== 'figure') return [];
    const image = figure.children.find((child): child is Element => child.type === 'element' && child.tagName === 'img');
    if (!image) return [];
    const caption = figure.children.find((child): child is Element => child.type === 'element' && child.tagName === 'figcaption');
    const text = caption?.children.map((child) => (child.type === 'text' ? child.value : '')).join('') ?? '';
    return [{ src: String(image.properties.src ?? ''), alt: String(image.properties.alt ?? ''), caption: text }];
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
