import { ComingSoonPanel } from '../components/content/coming-soon-panel';
import { Markdown } from '../components/content/markdown';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';
import { SectionPage } from '../components/layout/section-page';

/**
 * A page whose whole content is one Markdown file in content/pages/; a page marked `comingSoon`
 * adds its holding-page panel after the text.
 */
export function Component() {
  const { page } = useRouteData<PageData>();
  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHeader title={page.title} lede={page.description} />
      <SectionPage className="space-y-8" updated={page.updated}>
        <Markdown html={page.body} className="max-w-measure" />
        {page.comingSoon ? <ComingSoonPanel comingSoon={page.comingSoon} /> : null}
      </SectionPage>
    </>
  );
}
