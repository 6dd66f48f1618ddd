import { Markdown } from '../../components/content/markdown';
import { PageHeader } from '../../components/layout/page-header';
import { BecomeMemberButton } from '../../components/membership/become-member-button';
import { DuesTable } from '../../components/membership/dues-table';
import { PageMeta } from '../../components/seo/page-meta';
import type { GuidelinesData } from '../../loaders/membership.server';
import { useRouteData } from '../../runtime/route-data';
import { SectionPage } from '../../components/layout/section-page';

/**
 * /membership/guidelines: the rules from pages/guidelines.md, whose last section is Dues, then the
 * dues table from membership.yaml right under it.
 */
export function Component() {
  const { page, dues, duesYear, joinLabel } = useRouteData<GuidelinesData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        <div className="mt-6">
          <DuesTable dues={dues} year={duesYear} />
        </div>
        <BecomeMemberButton label={joinLabel} className="mt-8" />
      </SectionPage>
    </>
  );
}
