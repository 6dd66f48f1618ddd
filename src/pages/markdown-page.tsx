import { ComingSoonPanel } from '../components/content/coming-soon-panel';
import { Markdown } from '../components/content/markdown';
import { BecomeMemberButton } from '../components/membership/become-member-button';
import { DuesTable } from '../components/membership/dues-table';
import type { Dues } from '../content/schemas/membership';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import type { PageData } from '../loaders/page.server';
import { useRouteData } from '../runtime/route-data';
import { SectionCards } from '../components/layout/section-cards';
import { SectionPage } from '../components/layout/section-page';

/**
 * A page whose whole content is one Markdown file in content/pages/; a page marked `comingSoon`
 * adds its holding-page panel after the text, and a section's own page (/about, /membership) the
 * cards of its sub-pages.
 */
export function Component() {
  // /membership adds the label of its "Become a member" button and the dues (loaders/membership.server.ts).
  const { page, joinLabel, dues, duesYear } = useRouteData<
    PageData & { joinLabel?: string; dues?: Dues[]; duesYear?: number }
  >();
  return (
    <>
      {/* A page not ready yet answers at its address but is not offered to search engines: out of
          the sitemap and the site search too (both skip noindex pages). */}
      <PageMeta title={page.title} description={page.description} noindex={Boolean(page.comingSoon)} />
      <PageHeader
        title={page.title}
        lede={page.description}
        action={joinLabel ? <BecomeMemberButton label={joinLabel} /> : undefined}
      />
      <SectionPage className="space-y-8" updated={page.updated}>
        {dues ? (
          // /membership: its text opens with the summary (cost, apply, renew, pay, lapse), each line
          // linking down to its section; the fees are one of them, after the text.
          <>
            {/* The summary (the text's first list) is set tighter, so its five lines fit a
                phone's first screen under the page header. */}
            <Markdown
              html={page.body}
              className="max-w-measure [&>ul:first-child]:text-[0.9375rem] [&>ul:first-child_li]:leading-snug [&>ul:first-child>li+li]:mt-2"
            />
            <section aria-labelledby="dues" className="scroll-mt-24">
              <h2 id="dues" className="mb-4 scroll-mt-24 text-2xl font-semibold text-brand-900">
                What membership costs
              </h2>
              <DuesTable dues={dues} year={duesYear} />
            </section>
            <SectionCards heading="More on membership" />
          </>
        ) : (
          <div>
            <Markdown html={page.body} className="max-w-measure" />
            <SectionCards />
          </div>
        )}
        {page.comingSoon ? <ComingSoonPanel comingSoon={page.comingSoon} /> : null}
      </SectionPage>
    </>
  );
}
