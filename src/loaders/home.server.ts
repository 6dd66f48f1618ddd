/** Route loader for the home page (build only; see loaders/page.server.ts). */
// The build date is in every page's bundle already (the shell reads it); the lists are not.
import { buildToday } from '#generated/build';
import type { Home } from '../content/schemas/home';
import type { Page } from '../content/schemas/page';
import type { NewsTeaser } from '../lib/news-teaser';
import type { CarouselTraining } from '../lib/training-types';
import { noticesNotOver } from '../lib/notices';
import { newsTeaser } from './news.server';
import { offerOf } from './training-offer.server';
import { loadPage, type Loaders } from './page.server';

export const HOME_NEWS_COUNT = 3;

export interface HomeData {
  page: Page;
  /** Hero buttons and the Connect With Us section (content/home.yaml). */
  home: Home;
  /** Trainings not yet over at build time; the browser re-checks them against its own date. */
  trainings: CarouselTraining[];
  /** The newest articles, as their cards show them. */
  latestNews: NewsTeaser[];
}

/** This module's loaders, by the path of their row in the page table (src/site-pages.ts). */
export const loaders = {
  '/': async (): Promise<HomeData> => {
    const [{ trainings }, { newsArticles }] = await Promise.all([
      import('#generated/trainings'),
      import('#generated/news'),
    ]);
    const { home } = await import('#generated/home');
    return {
      page: await loadPage('/'),
      // Notices over by the build day are dropped; the browser re-checks the rest by its own day.
      home: { ...home, notices: noticesNotOver(home.notices, buildToday) },
      trainings: trainings.filter((training) => training.endDate >= buildToday).map(offerOf),
      latestNews: await Promise.all(newsArticles.slice(0, HOME_NEWS_COUNT).map(newsTeaser)),
    };
  },
} satisfies Loaders;
