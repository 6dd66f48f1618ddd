/**
 * The content health report: what on the site is valid but needs an editor's attention (a page
 * nobody has touched for a year, a drawing shown where a photograph belongs, a registration link
 * that no longer answers). Pure functions over data the caller reads; scripts/content-report.ts
 * reads the content, git and (only when asked, in the nightly run) the network.
 */
import { addDays, formatDate, type IsoDate } from '../../src/lib/dates';

export type Area = 'Site details' | 'Trainings' | 'Events' | 'Pages' | 'Pictures' | 'Links';

/** Areas in the order the report lists them. */
export const AREAS: readonly Area[] = ['Site details', 'Trainings', 'Events', 'Pages', 'Pictures', 'Links'];

export interface Finding {
  area: Area;
  /** The file to change, relative to the project root. */
  file: string;
  /** What to do, written for editors; text from content in it is marked with `fromContent`. */
  message: string;
}

/** Marks around text from content inside a message (private-use characters, never in content). */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKS = /[\uE000\uE001]/g;

/**
 * Text from content (a title, an address, a server's answer) inside a message: the Markdown report
 * shows it as code, so no @mention, link, image, issue reference or HTML can come of it in the
 * content-health issue; the terminal shows it as it is.
 */
export const fromContent = (value: string) => `${OPEN}${value.replace(MARKS, '')}${CLOSE}`;

/** A message as plain text (the terminal, tests). */
export const plainText = (message: string) => message.replace(MARKS, '');

/** Text inline in GitHub Markdown as code: a fence longer than any run of backticks inside. */
export function codeSpan(value: string): string {
  const text = value.replace(/[\r\n]+/g, ' ');
  if (text.trim() === '') return '(empty)';
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Our own words in GitHub Markdown: every character Markdown or GitHub reads (links, images,
 * emphasis, HTML, @mentions, #references, entities) escaped with a backslash (| is escaped
 * for tables by the caller).
 */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+!<>@~&]/g, '\\$&');

/** A message in Markdown: our words escaped, text from content as code. */
export function markdownText(message: string): string {
  return message
    .split(OPEN)
    .map((part, index) => {
      if (index === 0) return escapeMarkdown(part);
      const close = part.indexOf(CLOSE);
      if (close === -1) return codeSpan(part);
      return codeSpan(part.slice(0, close)) + escapeMarkdown(part.slice(close + 1));
    })
    .join('');
}

/** A page counts as stale when its file has not changed for this many days. */
export const STALE_AFTER_DAYS = 365;

/** Pages whose file's last change is more than a year before `today`. */
export function stalePages(
  pages: ReadonlyArray<{ file: string; changed: IsoDate | undefined }>,
  today: IsoDate,
): Finding[] {
  const limit = addDays(today, -STALE_AFTER_DAYS);
  return pages
    .filter((page) => page.changed !== undefined && page.changed < limit)
    .map((page) => ({
      area: 'Pages',
      file: page.file,
      message: `unchanged since ${formatDate(page.changed!)}: read it through and update anything out of date (a small correction is enough to show it was checked)`,
    }));
}

const isDrawing = (image: string) => /\.svg$/i.test(image);

/** Drawings (SVG) where a visitor expects a photograph: news pictures and photos in article text. */
export function picturesNotPhotographs(
  articles: ReadonlyArray<{ file: string; images: readonly string[] }>,
): Finding[] {
  return articles.flatMap((article) =>
    [...new Set(article.images.filter(isDrawing))].map((image) => ({
      area: 'Pictures' as const,
      file: article.file,
      message: `shows ${fromContent(image)}, a drawing, where visitors expect a photograph: replace it with a photo of the event, or remove it`,
    })),
  );
}

/** An external address named by content, where it is named. */
export interface ExternalLink {
  file: string;
  url: string;
}

/**
 * What fetching an address gave: an HTTP status, the reason it could not be reached, or why it
 * was not fetched in this run (a cap on addresses or time; not a finding).
 */
export type LinkResult = { status: number } | { error: string } | { skipped: string };

export type LinkChecker = (url: string) => Promise<LinkResult>;

/** Links that fail (an error, or a status of 400 or more), each address fetched once. */
export async function brokenLinks(
  links: readonly ExternalLink[],
  check: LinkChecker,
  concurrency = 4,
): Promise<Finding[]> {
  const urls = [...new Set(links.map((link) => link.url))];
  const results = new Map<string, LinkResult>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      results.set(url, await check(url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  return links.flatMap((link) => {
    const result = results.get(link.url)!;
    if ('skipped' in result) return [];
    const failure =
      'error' in result ? result.error : result.status >= 400 ? `answers ${result.status}` : undefined;
    if (failure === undefined) return [];
    return [
      {
        area: 'Links' as const,
        file: link.file,
        message: `${fromContent(link.url)} ${failure}: check the address, or ask the page's owner where it moved`,
      },
    ];
  });
}

/** Text that cannot break the report's Markdown table or a workflow's output. */
const cell = (text: string) => text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
/** A line of the terminal report: one line, no marks. */
const line = (text: string) => cell(plainText(text));

/** The report as Markdown (job summary, the content-health issue), grouped by area. */
export function reportMarkdown(findings: readonly Finding[], today: IsoDate): string {
  const head = `# Content health on ${formatDate(today)}\n\n`;
  if (findings.length === 0) return `${head}Nothing to update: every check passed.\n`;
  const sections = AREAS.flatMap((area) => {
    const rows = findings.filter((finding) => finding.area === area);
    if (rows.length === 0) return [];
    // A code span's | must still be escaped in a table (GitHub splits cells first).
    const table = rows
      .map((row) => `| ${cell(codeSpan(row.file))} | ${cell(markdownText(row.message))} |`)
      .join('\n');
    return [`## ${area} (${rows.length})\n\n| File | What to do |\n| --- | --- |\n${table}\n`];
  });
  const intro = `${findings.length} thing${findings.length === 1 ? '' : 's'} to update. Each one is a change to the file named, made like any other content change (content/README.md). This list is made again every night.\n\n`;
  return head + intro + sections.join('\n');
}

/** The report as plain lines for a terminal: `file: message`, grouped by area. */
export function reportText(findings: readonly Finding[], today: IsoDate): string {
  if (findings.length === 0) return `Content health on ${today}: nothing to update.`;
  const lines = AREAS.flatMap((area) => {
    const rows = findings.filter((finding) => finding.area === area);
    return rows.length === 0
      ? []
      : [`${area}:`, ...rows.map((row) => `  ${line(row.file)}: ${line(row.message)}`)];
  });
  return [`Content health on ${today}: ${findings.length} to update.`, ...lines].join('\n');
}
