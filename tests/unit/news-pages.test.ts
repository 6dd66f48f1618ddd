import { describe, expect, it } from 'vitest';
import {
  NEWS_PAGE_SIZE,
  newsPageCount,
  newsPagePath,
  pageSlice,
  parsePageParam,
} from '../../src/lib/news-pages';

describe('news list pagination', () => {
  it('shows 12 articles a page', () => {
    expect(NEWS_PAGE_SIZE).toBe(12);
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(12)).toBe(1);
    expect(newsPageCount(13)).toBe(2);
    expect(newsPageCount(4000)).toBe(334);
  });

  it('slices each page from the newest-first list', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('addresses page 1 as /news and later pages as /news/page/N', () => {
    expect(newsPagePath(1)).toBe('/news');
    expect(newsPagePath(2)).toBe('/news/page/2');
  });

  it('accepts only whole page numbers from 2 up in /news/page/:n', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('17')).toBe(17);
    for (const bad of ['1', '0', '-2', '02', '2.5', 'two', '']) expect(parsePageParam(bad)).toBeNull();
  });
});
