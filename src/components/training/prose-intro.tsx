import type { ReactNode } from 'react';
import type { Page } from '../../content/schemas/page';
import { Markdown } from '../content/markdown';
import { PageHeader } from '../layout/page-header';
import { PageMeta } from '../seo/page-meta';
import { SectionPage } from '../layout/section-page';

/** Page title, header band and the page's Markdown introduction, followed by the page's own parts. */
export function ProsePage({ page, children }: { page: Page; children: ReactNode }) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        <div className="mt-6 max-w-4xl space-y-8 sm:mt-8">{children}</div>
      </SectionPage>
    </>
  );
}
