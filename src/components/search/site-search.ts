/**
 * The browser side of the site search. The pagefind index (dist/pagefind/, written after the
 * build) is fetched only when a visitor starts searching, never with the page.
 */
import { addDays, manilaDate, type IsoDate } from '../../lib/dates';
import { registrationState } from '../../lib/registration';

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
  /** A training's first day and last day to register: whether it still takes registrations. */
  startDate?: IsoDate;
  deadline?: IsoDate;
  /** A news article's publication day (YYYY-MM-DD): old news ranks below current pages. */
  published?: IsoDate;
}

export type TrainingStatus = 'Upcoming' | 'Registration closed' | 'Completed';

/**
 * Upcoming, Registration closed or Completed for a training result, by the visitor's Manila date
 * and the site's rule for registration (lib/registration.ts); nothing for other results. A result
 * from an index without the first day (start) says Upcoming until the last day is over.
 */
export function trainingStatus(
  hit: Pick<SearchHit, 'endDate' | 'startDate' | 'deadline'>,
  today: IsoDate,
): TrainingStatus | undefined {
  const { endDate, startDate, deadline } = hit;
  if (!endDate) return undefined;
  const state = registrationState(
    { date: startDate ?? endDate, endDate, ...(deadline ? { registrationDeadline: deadline } : {}) },
    today,
  ).state;
  if (state === 'completed') return 'Completed';
  if (state === 'closed' && startDate) return 'Registration closed';
  return 'Upcoming';
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
  preload?(query: string): Promise<void>;
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

/**
 * Starts loading the index and, with a query, the index's parts for its words: a page opened
 * with a query in its address calls this as its code first runs, before React has hydrated.
 */
export function warmSearch(query = ''): void {
  const words = query.trim();
  void loadSearchIndex()
    .then((pagefind) => (words ? pagefind.preload?.(words) : undefined))
    .catch(() => undefined);
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
    ...(item.meta.start ? { startDate: item.meta.start } : {}),
    ...(item.meta.deadline ? { deadline: item.meta.deadline } : {}),
    ...(item.meta.published ? { published: item.meta.published } : {}),
  }));
  const today = manilaDate();
  return staleNewsLast(upcomingTrainingsFirst(hits, today), today);
}

/** How old a news article may be, in days, before it ranks below the site's current pages. */
export const STALE_NEWS_DAYS = 183;

/**
 * Moves news older than six months after every other result, each group keeping the search's
 * order: a February reminder to renew must not outrank the Membership page that says how to
 * renew today. The article is still found, only lower.
 */
export function staleNewsLast(hits: readonly SearchHit[], today: IsoDate): SearchHit[] {
  const cutoff = addDays(today, -STALE_NEWS_DAYS);
  const stale = (hit: SearchHit) => hit.published !== undefined && hit.published < cutoff;
  return [...hits.filter((hit) => !stale(hit)), ...hits.filter(stale)];
}

/**
 * Puts upcoming trainings before past ones, within the places the search gave to trainings:
 * every other result keeps its rank. Upcoming ones keep the search's order; past ones follow
 * newest first. A past course often matches a query as well as its next run does, and a
 * visitor searching wants the next run, then the latest one held.
 */
export function upcomingTrainingsFirst(hits: readonly SearchHit[], today: IsoDate): SearchHit[] {
  const places = hits.flatMap((hit, index) => (hit.endDate ? [index] : []));
  const trainings = places.map((index) => hits[index]!);
  const ordered = [
    ...trainings.filter((hit) => hit.endDate! >= today),
    ...trainings
      .filter((hit) => hit.endDate! < today)
      .sort((a, b) => (a.endDate! < b.endDate! ? 1 : a.endDate! > b.endDate! ? -1 : 0)),
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

export type ExcerptPart = ReturnType<typeof excerptParts>[number];

const WORD = /[\p{L}\p{N}]+/gu;

/** Where the excerpt's text continues after `words`, matched at its start, or -1. */
function endOfWords(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase();
  let at = 0;
  for (const word of words) {
    WORD.lastIndex = at;
    const found = WORD.exec(lower);
    // Only punctuation and spaces may come before and between the words.
    if (!found || found[0] !== word || /[\p{L}\p{N}]/u.test(lower.slice(at, found.index))) return -1;
    at = found.index + found[0].length;
  }
  return at;
}

/**
 * The excerpt without the result's title at its start: the title is the result's heading already.
 * The excerpt may start with the whole title or with its last words (the search cuts its excerpt
 * around the matched words), whatever the punctuation between them ("Memorandum Circular No. 89,
 * s. 2005: Compliance..." against "Memorandum Circular No. 89, s. 2005. Compliance...").
 */
export function withoutTitle(parts: readonly ExcerptPart[], title: string): ExcerptPart[] {
  const words = title.toLowerCase().match(WORD) ?? [];
  const text = parts.map((part) => part.text).join('');
  let at = -1;
  // The whole title first, then ever shorter endings of it, down to two words.
  for (
    let first = 0;
    at === -1 && first < words.length && (first === 0 || words.length - first >= 2);
    first += 1
  ) {
    at = endOfWords(text, words.slice(first));
  }
  if (at === -1) return [...parts];
  const rest = /^[\s.,:;)\]\u2013\u2014-]*/u.exec(text.slice(at));
  let cut = at + (rest?.[0].length ?? 0);
  if (cut >= text.length) return [...parts];
  const kept: ExcerptPart[] = [];
  for (const part of parts) {
    if (cut >= part.text.length) {
      cut -= part.text.length;
      continue;
    }
    kept.push({ ...part, text: part.text.slice(cut) });
    cut = 0;
  }
  return kept;
}
