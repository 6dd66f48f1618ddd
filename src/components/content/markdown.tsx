import type { Root } from 'hast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import { cn } from '../../lib/cn';

const processor = unified().use(rehypeReact, { Fragment, jsx, jsxs });

export interface MarkdownProps {
  /** A body compiled and sanitized at build time by scripts/build-content.ts. */
  tree: Root;
  className?: string;
}

/** Renders a compiled Markdown body as React elements. */
export function Markdown({ tree, className }: MarkdownProps) {
  return <div className={cn('prose-agia', className)}>{processor.stringify(tree)}</div>;
}
