import type { ReactNode } from 'react';
import { Markdown } from '../content/markdown';
import { PageHeader } from '../layout/page-header';
import { PersonGrid } from './person-card';
import { PageMeta } from '../seo/page-meta';
import type { Page } from '../../content/schemas/page';
import { SectionPage } from '../layout/section-page';

/** A titled group of people on one page (the Board's officers, its other directors). */
export interface PeopleGroup {
  title: string;
  cards: ReactNode;
}

/**
 * The frame shared by the Advisory Council, Board and Secretariat pages: one list of cards, or
 * (`groups`) a list under a heading per group, the groups that have nobody left out.
 */
export function PeoplePage({
  page,
  intro,
  groups,
  children,
}: {
  page: Page;
  intro?: ReactNode;
  groups?: readonly PeopleGroup[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description}>
        {intro}
      </PageHeader>
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="mb-8 max-w-measure" />
        {groups ? (
          <div className="space-y-10">
            {groups.map((group) => (
              <section key={group.title}>
                <h2 className="mb-4 flex items-center gap-3 text-xl font-bold text-brand-900">
                  <span aria-hidden="true" className="h-1 w-8 rounded-full bg-gold-500" />
                  {group.title}
                </h2>
                <PersonGrid label={group.title}>{group.cards}</PersonGrid>
              </section>
            ))}
          </div>
        ) : (
          <PersonGrid label={page.title}>{children}</PersonGrid>
        )}
      </SectionPage>
    </>
  );
}
