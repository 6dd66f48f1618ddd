/** Pagination of the news list: 12 articles a page, /news then /news/page/2, /news/page/3 ... */

export const NEWS_PAGE_SIZE = 12;

export function newsPageCount(total: number, size = NEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The address of an article, by its slug: /news/{slug} (the route `news/:slug`). */
export const newsPath = (slug: string) => `/news/${slug}`;

/** Address of list page n (the first page is /news itself). */
export function newsPagePath(page: number): string {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

/** The page number of /news/page/:n; null unless it is a whole number from 2 up (1 is /news). */
export function parsePageParam(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9]\d*$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 ? page : null;
}

export function pageSlice<T>(items: readonly T[], page: number, size = NEWS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
