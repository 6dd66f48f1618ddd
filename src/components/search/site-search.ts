/**
 * The browser side of the site search. The pagefind index (dist/pagefind/, written after the
 * build) is fetched only when a visitor starts searching, never with the page.
 */
import { manilaDate, type IsoDate } from '../../lib/dates';

export interface SearchHit {
  url: string;
  title: string;
  /** News, Training, Issuance or Page. */
  type: string;
  /** Text around the match, with the matched words between <mark> and </mark>. */
  excerpt: string;
  date?: string;
  /** A training's last day (YYYY-MM-DD): upcoming trainings rank above past ones. */
  endDate?: IsoDate;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void> | void;
  debouncedSearch?: unknown;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> }>;
}

/** How many results the page shows for one query. */
export const MAX_RESULTS = 20;

let loading: Promise<PagefindModule> | undefined;

/** Loads the index (once); starts the download early when called on the first keystroke. */
export function loadSearchIndex(): Promise<PagefindModule> {
  loading ??= (async () => {
    const url = `${import.meta.env.BASE_URL}pagefind/pagefind.js`;
    const pagefind = (await import(/* @vite-ignore */ url)) as PagefindModule;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined; // let a later attempt try again
  });
  return loading;
}

export async function searchSite(query: string): Promise<SearchHit[]> {
  const trimmed = query.trim();
  if (!trimmed) return [];
  const pagefind = await loadSearchIndex();
  const { results } = await pagefind.search(trimmed);
  const data = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  const hits = data.map((item) => ({
    url: item.url,
    title: item.meta.title ?? item.url,
    type: item.meta.type ?? 'Page',
    excerpt: item.excerpt,
    ...(item.meta.date ? { date: item.meta.date } : {}),
    ...(item.meta.end ? { endDate: item.meta.end } : {}),
  }));
  return upcomingTrainingsFirst(hits, manilaDate());
}

/**
 * Puts upcoming trainings before past ones, within the places the search gave to trainings:
 * every other result keeps its rank, and each group keeps the search's order. A past course
 * often matches a query as well as its next run does, and a visitor searching wants the next run.
 */
export function upcomingTrainingsFirst(hits: readonly SearchHit[], today: IsoDate): SearchHit[] {
  const places = hits.flatMap((hit, index) => (hit.endDate ? [index] : []));
  const trainings = places.map((index) => hits[index]!);
  const ordered = [
    ...trainings.filter((hit) => hit.endDate! >= today),
    ...trainings.filter((hit) => hit.endDate! < today),
  ];
  const ranked = [...hits];
  places.forEach((place, k) => {
    ranked[place] = ordered[k]!;
  });
  return ranked;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/**
 * Splits a pagefind excerpt into plain-text parts and marked (matched) parts, so it can be
 * rendered without inserting HTML.
 */
export function excerptParts(excerpt: string): Array<{ text: string; marked: boolean }> {
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ENTITIES[name] ?? '');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), marked: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), marked: false },
    );
}
