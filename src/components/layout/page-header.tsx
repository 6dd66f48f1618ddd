import type { ReactNode } from 'react';
import { Breadcrumbs } from '../seo/breadcrumbs';

export interface PageHeaderProps {
  title: string;
  /** One line under the title (a page's `description`), when the page has no text of its own there. */
  lede?: string;
  /** A primary button under the title and its text (the gold "Become a member" of /membership). */
  action?: ReactNode;
  /** The menu page the breadcrumb files this page under, when its address does not say. */
  breadcrumbParent?: string;
  children?: ReactNode;
}

/** The band at the top of every page, holding its one h1. */
export function PageHeader({ title, lede, action, breadcrumbParent, children }: PageHeaderProps) {
  const below = children ?? lede;
  return (
    <div className="band text-white">
      <div className="page-grid py-10 sm:py-14">
        <Breadcrumbs current={title} parent={breadcrumbParent} className="mb-3 text-brand-100" />
        <h1 className="max-w-measure text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {below ? <div className="mt-3 max-w-measure text-lg text-brand-100">{below}</div> : null}
        {action ? <div className="mt-6">{action}</div> : null}
      </div>
    </div>
  );
}
