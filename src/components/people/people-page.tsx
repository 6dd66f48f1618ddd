import type { ReactNode } from 'react';
import { Markdown } from '../content/markdown';
import { PageHeader } from '../layout/page-header';
import { PersonGrid } from './person-card';
import { PageMeta } from '../seo/page-meta';
import type { Page } from '../../content/schemas/page';
import { SectionPage } from '../layout/section-page';

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
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="mb-8 max-w-measure" />
        <PersonGrid label={page.title}>{children}</PersonGrid>
      </SectionPage>
    </>
  );
}
