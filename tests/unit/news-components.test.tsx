// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMarkdown, stripPositions } from '../../scripts/content/markdown';
import { cleanupBody, renderBody } from '../support/render-body';
import { LatestNews } from '../../src/components/news/latest-news';
import { NewsCard } from '../../src/components/news/news-card';
import { moreNews, type NewsTeaser } from '../../src/lib/news-teaser';
import { MoreNews } from '../../src/components/news/more-news';
import { NewsPagination } from '../../src/components/news/news-pagination';

afterEach(cleanupBody);

// Head needs the prerenderer's helmet context; the feed link it renders is checked end to end.
vi.mock('vite-react-ssg', () => ({ Head: () => null }));

const summary = (overrides: Partial<NewsTeaser> = {}): NewsTeaser => ({
  title: 'Board Meeting Highlights',
  slug: 'board-meeting',
  date: '2026-05-22',
  excerpt: 'The Board approved the training calendar.',
  imageAlt: 'Board members around a table',
  image: { src: '/images/news/board.jpg', width: 1200, height: 675 },
  ...overrides,
});

/** A photo as the build processes it: resized copies in its own format and in WebP. */
const PHOTO = {
  src: '/_img/board-0a1b2c3d4e-960.jpg',
  width: 960,
  height: 720,
  srcSet: '/_img/board-0a1b2c3d4e-480.jpg 480w, /_img/board-0a1b2c3d4e-960.jpg 960w',
  webpSrcSet: '/_img/board-0a1b2c3d4e-480.webp 480w, /_img/board-0a1b2c3d4e-960.webp 960w',
};

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('NewsCard', () => {
  it('shows image, date, title link, excerpt and a read-more link to the article', () => {
    inRouter(<NewsCard article={summary()} readMoreLabel="Read more" />);
    expect(screen.getByRole('img', { name: 'Board members around a table' })).toHaveProperty(
      'src',
      expect.stringContaining('/images/news/board.jpg'),
    );
    expect(screen.getByText('May 22, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Board Meeting Highlights' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Board Meeting Highlights' }).getAttribute('href')).toBe(
      '/news/board-meeting',
    );
    expect(screen.getByText('The Board approved the training calendar.').className).toContain('line-clamp-3');
    const readMore = screen.getByRole('link', { name: 'Read more: Board Meeting Highlights' });
    expect(readMore.getAttribute('href')).toBe('/news/board-meeting');
  });

  it("offers a photo's resized copies, WebP first, sized for the card's column", () => {
    const { container } = inRouter(
      <NewsCard article={summary({ image: PHOTO })} readMoreLabel="Read more" />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe(PHOTO.webpSrcSet);
    const image = screen.getByRole('img', { name: 'Board members around a table' });
    expect(image.getAttribute('src')).toBe(PHOTO.src);
    expect(image.getAttribute('srcset')).toBe(PHOTO.srcSet);
    expect(image.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(image.getAttribute('sizes')).toMatch(/100vw$/);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '720']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('without a photo is a compact text card: no picture and no panel standing in for one', () => {
    const { image: _image, imageAlt: _alt, ...noPhoto } = summary({ location: 'Quezon City' });
    const { container } = inRouter(<NewsCard article={noPhoto} readMoreLabel="Read more" />);
    expect(container.querySelector('img, picture, svg')).toBeNull();
    expect(container.querySelector('.aspect-video')).toBeNull();
    const heading = screen.getByRole('heading', { level: 2, name: 'Board Meeting Highlights' });
    // Date and place open the card, right above the title, as on a card with a photo.
    const meta = heading.previousElementSibling as HTMLElement;
    expect(meta.textContent).toBe('May 22, 2026 · Quezon City');
    expect(within(meta).getByText('May 22, 2026').tagName).toBe('TIME');
    expect(screen.getByRole('link', { name: 'Read more: Board Meeting Highlights' })).toBeTruthy();
  });

  it('names no place when the article has none, and no stand-in label either', () => {
    const { image: _image, ...noPhoto } = summary();
    inRouter(<NewsCard article={noPhoto} readMoreLabel="Read more" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Board Meeting Highlights' });
    expect(heading.previousElementSibling?.textContent).toBe('May 22, 2026');
    expect(screen.queryByText(/AGIA News/i)).toBeNull();
  });

  it('with a photo puts date and title first, then the photo', () => {
    inRouter(<NewsCard article={summary({ location: 'Pasig City' })} readMoreLabel="Read more" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Board Meeting Highlights' });
    const image = screen.getByRole('img', { name: 'Board members around a table' });
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.previousElementSibling?.textContent).toBe('May 22, 2026 · Pasig City');
  });
});

describe('NewsPagination', () => {
  it('links to the previous and next pages', () => {
    inRouter(<NewsPagination page={2} pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(
      within(nav)
        .getByRole('link', { name: /Previous page/ })
        .getAttribute('href'),
    ).toBe('/news');
    expect(
      within(nav)
        .getByRole('link', { name: /Next page/ })
        .getAttribute('href'),
    ).toBe('/news/page/3');
    expect(within(nav).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('has no previous link on the first page, no next link on the last, nothing for one page', () => {
    const { unmount } = inRouter(<NewsPagination page={1} pageCount={2} />);
    expect(screen.queryByRole('link', { name: /Previous page/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Next page/ })).toBeTruthy();
    unmount();
    inRouter(<NewsPagination page={2} pageCount={2} />);
    expect(screen.queryByRole('link', { name: /Next page/ })).toBeNull();
    cleanup();
    inRouter(<NewsPagination page={1} pageCount={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('LatestNews', () => {
  it('shows the articles it is given with Read more links, and a link to all news', () => {
    inRouter(
      <LatestNews
        articles={[
          summary(),
          summary({ slug: 'second', title: 'Second' }),
          summary({ slug: 'third', title: 'Third' }),
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest news' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Board Meeting Highlights',
      'Second',
      'Third',
    ]);
    expect(screen.getAllByRole('link', { name: /^Read more/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news');
  });
});

describe('Markdown gallery', () => {
  it('opens a photo larger in a dialog, moves between photos and closes with Escape', async () => {
    const user = userEvent.setup();
    const tree = stripPositions(
      compileMarkdown('![Plenary hall](/images/1.svg "Opening day.")\n![Exhibit hall](/images/2.svg)'),
    );
    await renderBody(tree);
    const first = screen.getByRole('link', { name: /^Plenary hall\s*\(view larger\)$/ });
    expect(first.getAttribute('href')).toBe('/images/1.svg');
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(dialog).getByRole('img', { name: 'Plenary hall' })).toBeTruthy();
    expect(within(dialog).getByText('Opening day.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).getByRole('img', { name: 'Exhibit hall' }),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });
});

describe('moreNews', () => {
  const summaries = ['c', 'b', 'a', 'z', 'y'].map((slug, index) => ({
    slug,
    title: `Article ${slug}`,
    date: `2026-0${9 - index}-01`,
    excerpt: `About ${slug}.`,
  }));

  it('lists the newest other articles, at most three, without the article itself', () => {
    expect(moreNews(summaries, 'b').map((link) => link.slug)).toEqual(['c', 'a', 'z']);
    expect(moreNews(summaries, 'y').map((link) => link.slug)).toEqual(['c', 'b', 'a']);
    expect(moreNews(summaries, 'c', 2)).toEqual([
      { slug: 'b', title: 'Article b', date: '2026-08-01' },
      { slug: 'a', title: 'Article a', date: '2026-07-01' },
    ]);
  });

  it('is empty when the article is the only one', () => {
    expect(moreNews(summaries.slice(0, 1), 'c')).toEqual([]);
  });
});

describe('MoreNews', () => {
  it('shows each article as a dated title link, and a link to all news', () => {
    inRouter(
      <MoreNews
        articles={[
          { slug: 'a', title: 'Article A', date: '2026-07-01' },
          { slug: 'b', title: 'Article B', date: '2026-06-01' },
        ]}
      />,
    );
    const aside = screen.getByRole('region', { name: 'More news' });
    expect(within(aside).getByRole('link', { name: 'Article A' }).getAttribute('href')).toBe('/news/a');
    expect(within(aside).getByText('July 1, 2026').getAttribute('datetime')).toBe('2026-07-01');
    expect(within(aside).getByRole('link', { name: 'All news and updates' }).getAttribute('href')).toBe(
      '/news',
    );
  });

  it('renders nothing without other articles', () => {
    const { container } = inRouter(<MoreNews articles={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
