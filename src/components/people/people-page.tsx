import type { ReactNode } from 'react';
import { Markdown } from '../content/markdown';
import { PageHeader } from '../layout/page-header';
import { PersonGrid } from './person-card';
import { PageMeta } from '../seo/page-meta';
import type { Page } from '../../content/schemas/page';

/** The frame shared by the Advisory Council, Board and Secretariat pages. */
export function PeoplePage({
  page,
  intro,
  children,
}: {
  page: Page;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title}>{intro}</PageHeader>
      <div className="page-grid py-10">
        <Markdown html={page.body} className="mb-8 max-w-measure" />
        <PersonGrid label={page.title}>{children}</PersonGrid>
      </div>
    </>
  );
}
