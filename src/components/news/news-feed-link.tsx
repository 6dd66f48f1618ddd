import { Head } from 'vite-react-ssg';

/** Where the post-build step writes the Atom feed (scripts/postbuild/news-feed.ts). */
export const NEWS_FEED_PATH = 'news/feed.xml';

/** Announces the news feed in the page head, so feed readers find it. */
export function NewsFeedLink() {
  return (
    <Head>
      <link
        rel="alternate"
        type="application/atom+xml"
        title="AGIA News & Updates"
        href={`${import.meta.env.BASE_URL}${NEWS_FEED_PATH}`}
      />
    </Head>
  );
}
