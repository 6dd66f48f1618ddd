import { Link } from 'react-router-dom';
import { Markdown } from '../components/content/markdown';
import { SocialLine } from '../components/embeds/social-line';
import { LastUpdated } from '../components/layout/last-updated';
import { BecomeMemberButton, HOW_TO_JOIN } from '../components/membership/become-member-button';
import { CredentialsLine } from '../components/home/credentials-line';
import { HomeNotices } from '../components/home/home-notices';
import { TaskLinks } from '../components/home/task-links';
import { LatestNews } from '../components/news/latest-news';
import { PageMeta } from '../components/seo/page-meta';
import { site } from '#generated/site';
import { NextTrainingPanel } from '../components/training/next-training-panel';
import { UpcomingTrainingsSection } from '../components/training/upcoming-trainings-section';
import type { HomeData } from '../loaders/home.server';
import { useRouteData } from '../runtime/route-data';

/** Size of the social page plugin: 500x500, the largest the plugin draws. */
const SOCIAL_SIZE = 500;

export function Component() {
  const { page, home, trainings, latestNews } = useRouteData<HomeData>();
  return (
    <>
      <PageMeta description={page.description} />
      <section aria-labelledby="hero-title" className="band band-hero text-white">
        {/* Phones read the name, then the next training open for registration (its fee, CPD units
            and Register now on the first screen), then a current notice (renewal season), then who
            AGIA is and the buttons. */}
        <div className="page-grid grid gap-6 py-6 sm:py-16 lg:grid-cols-[1fr_24rem] lg:gap-x-12 lg:py-20">
          <h1
            id="hero-title"
            className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl lg:col-start-1"
          >
            {page.title}
          </h1>
          <div className="lg:col-start-2 lg:row-span-4 lg:row-start-1 lg:self-start">
            <NextTrainingPanel trainings={trainings} />
          </div>
          <HomeNotices notices={home.notices} placement="hero" />
          {/* Captions and a video's link, dark on a light page, are light on the banner. */}
          <Markdown
            html={page.body}
            className="max-w-2xl text-brand-100 sm:text-lg lg:col-start-1 [&_figcaption]:text-brand-100 [&_figcaption_a]:text-white [&_figcaption_a:hover]:text-brand-100"
          />
          <div className="flex flex-wrap gap-3 sm:gap-4 lg:col-start-1" data-pagefind-ignore>
            {home.hero.actions.map((action) =>
              action.path === HOW_TO_JOIN ? (
                <BecomeMemberButton key={action.path} label={action.label} />
              ) : (
                <Link
                  key={action.path}
                  to={action.path}
                  className="inline-flex items-center justify-center rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700 sm:px-6"
                >
                  {action.label}
                </Link>
              ),
            )}
          </div>
          <div className="lg:col-start-1">
            <CredentialsLine site={site} />
          </div>
        </div>
      </section>

      <HomeNotices notices={home.notices} placement="band" />

      {home.tasks ? <TaskLinks tasks={home.tasks} /> : null}

      <UpcomingTrainingsSection trainings={trainings} />

      <LatestNews articles={latestNews} />

      <section aria-labelledby="connect-title" className="border-t border-slate-200 bg-brand-50">
        <div className="page-grid py-10 sm:py-12">
          <h2 id="connect-title" className="text-3xl font-bold text-brand-900">
            {home.connect.title}
          </h2>
          <p className="mt-3 max-w-xl text-lg text-slate-700">{home.connect.text}</p>
          <div className="mt-4">
            <SocialLine
              title={`${site.shortName} on ${site.social.network}`}
              src={site.social.embedUrl}
              width={SOCIAL_SIZE}
              height={SOCIAL_SIZE}
              buttonLabel={`Show our ${site.social.network} page`}
              link={{ href: site.social.url, label: `Visit ${site.shortName} on ${site.social.network}` }}
            />
          </div>
        </div>
        {page.updated ? (
          <div className="page-grid pb-8">
            <LastUpdated day={page.updated} placement="mt-0" />
          </div>
        ) : null}
      </section>
    </>
  );
}
