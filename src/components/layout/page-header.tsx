import type { ReactNode } from 'react';
import { Breadcrumbs } from '../seo/breadcrumbs';

export interface PageHeaderProps {
  title: string;
  /** The menu page the breadcrumb files this page under, when its address does not say. */
  breadcrumbParent?: string;
  children?: ReactNode;
}

/** The band at the top of every page, holding its one h1. */
export function PageHeader({ title, breadcrumbParent, children }: PageHeaderProps) {
  return (
    <div className="bg-brand-800 text-white">
      <div className="page-grid py-10 sm:py-14">
        <Breadcrumbs current={title} parent={breadcrumbParent} className="mb-3 text-brand-100" />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-measure text-lg text-brand-100">{children}</div> : null}
      </div>
    </div>
  );
}
