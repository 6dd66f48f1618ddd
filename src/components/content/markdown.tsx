import type { Element, Root } from 'hast';
import type { Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { Link } from 'react-router-dom';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { cn } from '../../lib/cn';
import { Gallery, type GalleryImage } from './gallery';

/** Same value as GALLERY_CLASS in scripts/content/markdown-plugins.ts (kept apart: build code). */
const GALLERY_CLASS = 'md-gallery';

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
  div: ({ node, className, ...props }) =>
    node && className === GALLERY_CLASS ? (
      <Gallery images={galleryImages(node as Element)} />
    ) : (
      <div className={className} {...props} />
    ),
  // eslint-disable-next-line jsx-a11y/alt-text -- the build refuses images without alt text
  img: ({ node: _node, ...props }) => <img loading="lazy" decoding="async" {...props} />,
};

const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs, components, passNode: true });

export interface MarkdownProps {
  /** A body compiled and sanitized at build time by scripts/build-content.ts. */
  tree: Root;
  className?: string;
}

/** Typography for Markdown bodies: spacing, headings, lists, links, quotes, figures, tables. */
const PROSE = [
  'space-y-4 leading-relaxed text-slate-800',
  '[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-800',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-3',
  '[&_figure]:my-6 [&_figure_img]:w-full [&_figure_img]:rounded-md [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
  '[&_img]:h-auto [&_img]:max-w-full',
  '[&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_th]:py-2',
].join(' ');

/** Renders a compiled Markdown body as React elements. */
export function Markdown({ tree, className }: MarkdownProps) {
  return <div className={cn('prose-agia', PROSE, className)}>{processor.stringify(tree)}</div>;
}
