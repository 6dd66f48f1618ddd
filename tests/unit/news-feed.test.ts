import { describe, expect, it } from 'vitest';
import { FEED_SIZE, renderAtomFeed } from '../../scripts/postbuild/news-feed';
import { absoluteUrl, resolveSiteUrl } from '../../src/lib/site-url';

const article = (n: number) => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
  excerpt: `Summary ${n}`,
});

describe('news Atom feed', () => {
  it('lists the latest 20 articles with title, link, updated and summary', () => {
    const articles = Array.from({ length: 25 }, (_, index) => article(index));
    const xml = renderAtomFeed({
      siteRoot: 'https://www.agia.org.ph/',
      title: 'News',
      author: 'AGIA',
      articles,
    });
    expect(FEED_SIZE).toBe(20);
    expect(xml.match(/<entry>/g)).toHaveLength(20);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.agia.org.ph/news/feed.xml"/>',
    );
    expect(xml).toContain(
      [
        '  <entry>',
        '    <title>Article 0</title>',
        '    <link rel="alternate" type="text/html" href="https://www.agia.org.ph/news/article-0"/>',
        '    <id>https://www.agia.org.ph/news/article-0</id>',
        '    <updated>2026-01-01T00:00:00+08:00</updated>',
        '    <summary>Summary 0</summary>',
        '  </entry>',
      ].join('\n'),
    );
    expect(xml).not.toContain('article-20');
    expect(xml).toContain('  <updated>2026-01-01T00:00:00+08:00</updated>');
  });

  it('escapes text so that titles cannot break the XML', () => {
    const xml = renderAtomFeed({
      siteRoot: 'https://www.agia.org.ph/',
      title: 'News & Updates',
      author: 'AGIA',
      articles: [{ slug: 'a', title: 'Audit <script> & "quotes"', date: '2026-02-03', excerpt: "It's <b>" }],
    });
    expect(xml).toContain('<title>Audit &lt;script&gt; &amp; &quot;quotes&quot;</title>');
    expect(xml).toContain('<summary>It&apos;s &lt;b&gt;</summary>');
    expect(xml).toContain('<title>News &amp; Updates</title>');
  });

  it('keeps the sub-path of a SITE_URL given without BASE_PATH in every link', () => {
    const xml = renderAtomFeed({
      siteRoot: absoluteUrl(resolveSiteUrl('https://example.github.io/agia'), '/'),
      title: 'News',
      author: 'AGIA',
      articles: [{ slug: 'a', title: 'A', date: '2026-02-03', excerpt: 'x' }],
    });
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://example.github.io/agia/news/feed.xml"/>',
    );
    expect(xml).toContain('<id>https://example.github.io/agia/news/a</id>');
  });
});
