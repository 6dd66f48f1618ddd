/**
 * The readers of the registry's content types (content-types.ts): each reads its files, checks
 * them and gives a value to each export its entry declares; readType writes those values as the
 * entry's modules. A YAML file needs nothing here unless its value is prepared for pages or checked
 * across entries (yamlFile's rules); a folder needs a reader of its own, which TypeScript asks for.
 */
import path from 'node:path';
import type { Root } from 'hast';
import type { z } from 'zod';
import type { About, AboutContent } from '../../src/content/schemas/about';
import type { Issuances, IssuancesContent } from '../../src/content/schemas/issuance';
import type { Membership, MembershipContent } from '../../src/content/schemas/membership';
import type { NewsArticle, NewsFrontMatterSchema, NewsSummary } from '../../src/content/schemas/news';
import { issuanceAnchor } from '../../src/lib/issuance-anchor';
import { safeName } from '../../src/lib/file-names';
import type { Page, PageFrontMatterSchema } from '../../src/content/schemas/page';
import { missingBeforeEnd, type Training, type TrainingSchema } from '../../src/content/schemas/training';
import type { ContentType, FileType, FolderType } from './content-types';
import {
  checkLocalFiles,
  findDuplicates,
  missingFileMessage,
  publicFileExists,
  sameTitleSameDay,
  type Keyed,
} from './checks';
import { publishedFiles } from './published-files';
import { locate } from './entry-names';
import { isPageLink, pageLinksIn, type LinkRef } from './internal-links';
import type { UnpublishedPage } from './scheduled-links';
import { describeDocument } from './downloads';
import type { GeneratedModule } from './generate';
import { compileBodies, type CompiledBody } from './compile-bodies';
import type { ImageRef } from './markdown';
import type { Problem } from './problems';
import { rawHtmlReport, type RawHtml } from './raw-html';
import { listFiles, readMarkdown, readYaml, type ContentContext, type UnparsedBody } from './sources';
import { validate, type Located } from './validate';
import { isPublished, publishedArticles } from './publishing';
import { PLACEHOLDER } from '../../src/content/schemas/fields';
import type { IsoDate } from '../../src/lib/dates';
import { lastCommitDay } from './last-changed';
import { DATED_CONTENT, DATED_EACH, PROSE_PAGES } from '../../src/site-pages';
import { newsPath } from '../../src/lib/news-pages';

interface Findings {
  problems: Problem[];
  /** Links to pages of the site, checked once every collection is read (internal-links.ts). */
  links?: LinkRef[];
  /** Articles left out of this build (scheduled or drafts), which links may name (scheduled-links.ts). */
  unpublished?: UnpublishedPage[];
}

export interface CollectionResult extends Findings {
  modules: GeneratedModule[];
}

/** What a reader found: a value for each export of its entry's modules (none when a file failed). */
export interface ReadResult extends Findings {
  values?: Readonly<Record<string, unknown>>;
}

export type FileReader = (type: FileType, ctx: CollectionContext) => Promise<ReadResult>;
/** A folder's reader, given its entry with its own schema (so values keep the schema's type). */
export type FolderReader<S extends z.ZodType = z.ZodType> = (
  type: FolderType & { schema: S },
  ctx: CollectionContext,
) => Promise<ReadResult>;

export interface CollectionContext extends ContentContext {
  /** The build's Manila date: news dated after it is scheduled, not yet published. */
  today: IsoDate;
  /** When every Markdown body of this check must be compiled (compile-bodies.ts); default: no end. */
  deadline?: number;
}

export type Collection = (ctx: CollectionContext) => Promise<CollectionResult>;

/** Reads one content type and writes its values as the modules its registry entry declares. */
export async function readType(type: ContentType, ctx: CollectionContext): Promise<CollectionResult> {
  const { values, ...findings } =
    type.kind === 'file' ? await type.read(type, ctx) : await type.read(type, ctx);
  if (!values) return { ...findings, modules: [] };
  const declared = new Set(type.modules.map((spec) => spec.exportName));
  const stray = Object.keys(values).filter((name) => !declared.has(name));
  if (stray.length > 0) throw new Error(`${type.name}: no module declares ${stray.join(', ')}`);
  const modules = type.modules.map((spec) => ({
    name: spec.module,
    types: spec.types.map(([typeName, from]): [string, string] => [typeName, from]),
    exports: [{ name: spec.exportName, type: spec.type, value: values[spec.exportName] }],
  }));
  return { ...findings, modules };
}

const publicDir = (ctx: ContentContext) => path.join(ctx.root, 'public');

/** Links to pages of the site in a YAML file (or front matter), named by entry. */
function yamlLinks(source: Located & { data: unknown }): LinkRef[] {
  return pageLinksIn(source.data).map(({ path: field, href }) => ({
    href,
    ...locate(source, source.data, field),
  }));
}

/** Links in a Markdown body: pages of the site for the link check; files under public/ checked here. */
function bodyLinks(ctx: ContentContext, file: string, body: CompiledBody, lineOffset: number) {
  const pageLinks: LinkRef[] = [];
  const problems: Problem[] = [];
  // A link to a page written with a space: the link check says which page was meant.
  for (const { line, spacedPage } of body.problems) {
    if (spacedPage === undefined) continue;
    const at = line === undefined ? undefined : line + lineOffset;
    pageLinks.push({ href: spacedPage.address, written: spacedPage.written, file, line: at, path: ['body'] });
  }
  for (const link of body.links) {
    const line = link.line === undefined ? undefined : link.line + lineOffset;
    if (isPageLink(link.href)) pageLinks.push({ href: link.href, file, line, path: ['body'] });
    else if (link.href.startsWith('/')) {
      problems.push(...checkLocalFiles(publicDir(ctx), link.href, { file, lineOf: () => line }, ['body']));
    }
  }
  return { pageLinks, problems };
}

/** What a single YAML file adds to the generic reading: a value prepared for pages, rules across entries. */
interface SingleFileRules {
  /** Turns the checked value into what pages receive (e.g. adds file sizes); runs when all files exist. */
  prepare?: (value: never, publicDir: string) => unknown;
  /** Rules across entries (unique numbers...), run once the file matches its schema. */
  check?: (value: never, source: Located & { data: unknown }) => Problem[];
}

/** One YAML file checked by its schema, written as one export. */
export function yamlFile(rules: SingleFileRules = {}): FileReader {
  return async (type, ctx) => {
    const { source, problems } = await readYaml(ctx, path.join(ctx.root, type.file));
    if (!source) return { modules: [], problems };
    const result = validate(type.schema, source.data, source);
    // Missing files are checked on what the editor wrote, so they show with any other mistake.
    const missing = checkLocalFiles(publicDir(ctx), source.data, source);
    const links = yamlLinks(source);
    const across = result.value && rules.check ? rules.check(result.value as never, source) : [];
    if (!result.value || missing.length > 0 || across.length > 0) {
      return { links, problems: [...problems, ...result.problems, ...missing, ...across] };
    }
    const value = rules.prepare ? rules.prepare(result.value as never, publicDir(ctx)) : result.value;
    return { problems, links, values: { [type.modules[0]!.exportName]: value } };
  };
}

/** One file per training (content/trainings/<id>.yaml), all written as one list in date order. */
export const trainings: FolderReader<typeof TrainingSchema> = async (type, ctx) => {
  const problems: Problem[] = [];
  const all: Training[] = [];
  const ids: Keyed[] = [];
  const links: LinkRef[] = [];
  for (const file of await listFiles(ctx, type.folder, `.${type.extension}`)) {
    const read = await readYaml(ctx, file);
    problems.push(...read.problems);
    if (!read.source) continue;
    const source = read.source;
    const result = validate(type.schema, source.data, source);
    problems.push(...result.problems);
    // Identifiers and files are checked on what the editor wrote, so a repeated id or a missing
    // file shows in the same run as any other mistake in that training.
    problems.push(...checkLocalFiles(publicDir(ctx), source.data, source));
    links.push(...yamlLinks(source));
    const id = (source.data as Record<string, unknown> | null)?.id;
    if (typeof id === 'string') ids.push({ value: id, where: source, path: ['id'], data: source.data });
    if (result.value) {
      all.push(result.value);
      // What a buyer needs (summary, fee, CPD units) is required until the training has ended.
      for (const { field, message } of missingBeforeEnd(result.value, ctx.today)) {
        problems.push({
          ...locate(source, source.data, [field]),
          line: source.lineOf([field]) ?? 1,
          message,
        });
      }
    }
  }
  problems.push(...findDuplicates(ids, 'id', (await publishedFiles(ctx.root))?.files));
  all.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { problems, links, values: { trainings: all } };
};

/** Why a body could not be compiled, with the line in the file. */
function bodyProblems(file: string, body: CompiledBody, lineOffset: number): Problem[] {
  // A link to a page with a space in it is reported by the link check (bodyLinks).
  return body.problems
    .filter((problem) => problem.spacedPage === undefined)
    .map(({ line, message }) => ({
      file,
      line: line === undefined ? undefined : line + lineOffset,
      path: ['body'],
      message,
    }));
}

const DRAWING_FILE = /\.svg$/i;

/** A gallery shows photographs: a drawing (SVG) in one would pose as a photo. */
export const galleryDrawingMessage = (written: string) =>
  `${written} is a drawing (SVG), but a gallery shows photographs: use a JPEG, PNG or WebP photo, or move the drawing out of the gallery (a line of its own with a blank line before and after it)`;

/** Markdown body checks shared by news and pages: local images exist and have alt text; galleries hold photos. */
function checkBodyImages(
  ctx: ContentContext,
  file: string,
  images: readonly ImageRef[],
  lineOffset: number,
): Problem[] {
  const problems: Problem[] = [];
  for (const image of images) {
    const line = image.line === undefined ? undefined : image.line + lineOffset;
    if (image.alt === '') {
      problems.push({
        file,
        line,
        path: ['body', 'image'],
        message: `${image.written} must describe the image (alt text cannot be empty): write ![what the photo shows](${image.written})`,
      });
    }
    if (/^\/(?![/\\])/.test(image.src)) {
      if (!publicFileExists(publicDir(ctx), image.src)) {
        problems.push({
          file,
          line,
          path: ['body', 'image'],
          message: missingFileMessage(publicDir(ctx), image.src, image.written),
        });
      }
    } else if (/^(https?:)?\/\//i.test(image.src) || image.src.startsWith('/\\')) {
      // The page policy (img-src 'self' data:) would block it: the visitor would see a broken image.
      problems.push({
        file,
        line,
        path: ['body', 'image'],
        message: `"${image.written}" is a photo on another site, which the site's pages do not show (they load only their own files): save the photo, upload it to public/images/ (for example public/images/news/photo.jpg) and write its path from the site root, like ![${image.alt || 'what the photo shows'}](/images/news/photo.jpg)`,
      });
    } else {
      problems.push({
        file,
        line,
        path: ['body', 'image'],
        message: `"${image.written}" cannot be used as an image: write the path of a file under public/images/ from the site root, like /images/news/photo.jpg`,
      });
    }
    if (image.inGallery && DRAWING_FILE.test(image.src)) {
      problems.push({ file, line, path: ['body', 'gallery'], message: galleryDrawingMessage(image.written) });
    }
  }
  return problems;
}

/** Raw HTML in a body is not shown on the site: each kind of tag is reported with what to write instead. */
function checkRawHtml(file: string, found: readonly RawHtml[], lineOffset: number): Problem[] {
  return rawHtmlReport(found, lineOffset).map(({ line, message }) => ({
    file,
    line,
    path: ['body'],
    message,
  }));
}

/** The scaffold's "TODO: write the article here" line, left in the body. */
function bodyPlaceholders(file: string, body: string, lineOffset: number): Problem[] {
  return body.split('\n').flatMap((text, index) =>
    PLACEHOLDER.test(text.trim())
      ? [
          {
            file,
            line: lineOffset + index + 1,
            path: ['body'],
            message: 'still holds the placeholder "TODO: ...": write the article in its place',
          },
        ]
      : [],
  );
}

/**
 * The checks of a Markdown body (compile problems, photos, raw HTML, links), run also when the
 * file's front matter could not be read, so one run lists every problem of the file.
 */
function checkBody(
  ctx: ContentContext,
  { file, bodyLineOffset }: UnparsedBody,
  body: CompiledBody,
): { problems: Problem[]; pageLinks: LinkRef[] } {
  const inBody = bodyLinks(ctx, file, body, bodyLineOffset);
  return {
    problems: [
      ...bodyProblems(file, body, bodyLineOffset),
      ...checkBodyImages(ctx, file, body.images, bodyLineOffset),
      ...checkRawHtml(file, body.rawHtml, bodyLineOffset),
      ...inBody.problems,
    ],
    pageLinks: inBody.pageLinks,
  };
}

/**
 * imageAlt describes the photo: when it is missing, its problem points at the photo's line
 * (listImage, else headerImage), the line she just wrote, rather than at the file's first field.
 */
export function photoAltLine(problem: Problem, source: Located & { data: unknown }): Problem {
  if (problem.path.length !== 1 || problem.path[0] !== 'imageAlt') return problem;
  const data = source.data && typeof source.data === 'object' ? source.data : {};
  const field = ['imageAlt', 'listImage', 'headerImage'].find((name) => Object.hasOwn(data, name));
  const line = field === undefined ? undefined : source.lineOf([field]);
  return line === undefined ? problem : { ...problem, line };
}

const summarize = ({ body: _body, ...summary }: NewsArticle<Root>): NewsSummary => summary;

export const news: FolderReader<typeof NewsFrontMatterSchema> = async (type, ctx) => {
  const problems: Problem[] = [];
  const articles: Array<NewsArticle<Root> & { draft?: boolean; file: string }> = [];
  const slugs: Keyed[] = [];
  const titled: Parameters<typeof sameTitleSameDay>[0][number][] = [];
  const links: LinkRef[] = [];
  const files = await listFiles(ctx, type.folder, `.${type.extension}`);
  const reads = await Promise.all(files.map((file) => readMarkdown(ctx, file)));
  const bodies = await compileBodies(
    reads.map((read) => (read.source ?? read.unparsed)?.body ?? ''),
    { deadline: ctx.deadline },
  );
  reads.forEach((read, index) => {
    const file = files[index]!;
    problems.push(...read.problems);
    // A body is checked even when its front matter could not be read: one run lists every problem.
    const checked = read.source ?? read.unparsed;
    if (!checked) return;
    const inBody = checkBody(ctx, checked, bodies[index]!);
    inBody.problems.push(...bodyPlaceholders(checked.file, checked.body, checked.bodyLineOffset));
    links.push(...inBody.pageLinks);
    if (!read.source) {
      problems.push(...inBody.problems);
      return;
    }
    const source = read.source;
    const result = validate(type.schema, source.data, source);
    problems.push(...result.problems.map((problem) => photoAltLine(problem, source)));
    problems.push(...inBody.problems);
    const body = bodies[index]!;
    links.push(...yamlLinks(source));
    problems.push(...checkLocalFiles(publicDir(ctx), source.data, source));
    // The address is worked out from what the editor wrote, so a repeated slug shows in the same
    // run as any other mistake in the file.
    const written = (source.data as { slug?: unknown }).slug;
    const ownSlug = typeof written === 'string' ? written : undefined;
    const slug = ownSlug ?? path.basename(file, '.md');
    // "page" is refused on its own below; counting it as a repeat too would only add noise.
    if (slug !== 'page')
      slugs.push({ value: slug, where: source, path: ownSlug === undefined ? [] : ['slug'] });
    if (ownSlug === undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push({
        file: source.file,
        line: 1,
        path: ['slug'],
        message: `the file name "${slug}" cannot be used as a web address: rename the file ${path.basename(file)} to ${safeName(slug.replace(/[._]+/g, '-'))}.md (lower-case letters, digits and hyphens), or add a slug field`,
      });
    }
    if (ownSlug === undefined && slug === 'page') {
      problems.push({
        file: source.file,
        line: 1,
        path: ['slug'],
        message:
          'must not be "page" (that address is used for the list pages): rename the file or add a slug field',
      });
    }
    if (!result.value) return;
    articles.push({ ...result.value, slug, body: body.tree, file: source.file });
    titled.push({
      title: result.value.title,
      date: result.value.date,
      slug,
      where: source,
      data: source.data,
    });
  });
  const publishedBefore = (await publishedFiles(ctx.root))?.files;
  problems.push(...findDuplicates(slugs, 'slug', publishedBefore));
  problems.push(...sameTitleSameDay(titled, publishedBefore));
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  // Every article is checked above (drafts and scheduled ones too, slugs included); only the
  // published ones reach the site, so lists, article pages, the feed, sitemap and search agree.
  const published: NewsArticle<Root>[] = publishedArticles(articles, ctx.today).map(
    ({ file: _file, ...article }) => article,
  );
  const unpublished: UnpublishedPage[] = articles
    .filter((article) => !isPublished(article, ctx.today))
    .map(({ slug, date, draft, file }) => ({ path: newsPath(slug), date, draft: draft === true, file }));
  return {
    problems,
    links,
    unpublished,
    values: { newsArticles: published, newsSummaries: published.map(summarize) },
  };
};

export const pages: FolderReader<typeof PageFrontMatterSchema> = async (type, ctx) => {
  const problems: Problem[] = [];
  const all: Record<string, Page<Root>> = {};
  const contentUpdated: Record<string, string> = {};
  const links: LinkRef[] = [];
  const files = await listFiles(ctx, type.folder, `.${type.extension}`);
  const reads = await Promise.all(files.map((file) => readMarkdown(ctx, file)));
  const bodies = await compileBodies(
    reads.map((read) => (read.source ?? read.unparsed)?.body ?? ''),
    { deadline: ctx.deadline },
  );
  reads.forEach((read, index) => {
    problems.push(...read.problems);
    const checked = read.source ?? read.unparsed;
    if (!checked) return;
    const inBody = checkBody(ctx, checked, bodies[index]!);
    links.push(...inBody.pageLinks);
    if (!read.source) {
      problems.push(...inBody.problems);
      return;
    }
    const source = read.source;
    const result = validate(type.schema, source.data, source);
    problems.push(...result.problems, ...inBody.problems);
    const body = bodies[index]!;
    links.push(...yamlLinks(source));
    problems.push(...checkLocalFiles(publicDir(ctx), source.data, source));
    const key = path.basename(files[index]!, '.md');
    problems.push(...comingSoonPlacement(source, key));
    if (!result.value) return;
    const updated = lastCommitDay(files[index]!);
    if (updated) contentUpdated[`pages/${key}.md`] = updated;
    all[key] = { ...result.value, body: body.tree, ...(updated ? { updated } : {}) };
  });
  // The other files and folders that date a page (the page table: src/site-pages.ts).
  for (const file of DATED_CONTENT.filter((name) => !(name in contentUpdated))) {
    const day = lastCommitDay(path.join(ctx.root, 'content', file));
    if (day) contentUpdated[file] = day;
  }
  // A page dated by its own file (a training's: `trainings/:id.yaml`), not by its whole folder.
  for (const { folder, extension } of DATED_EACH) {
    for (const file of await listFiles(ctx, `content/${folder}`, extension)) {
      const day = lastCommitDay(file);
      if (day) contentUpdated[`${folder}/${path.basename(file)}`] = day;
    }
  }
  return { problems, links, values: { pages: all, comingSoonPaths: comingSoonPaths(all), contentUpdated } };
};

/** `comingSoon` is shown only by the pages made of their Markdown file alone. */
function comingSoonPlacement(source: Located & { data: unknown }, key: string): Problem[] {
  const data = source.data as { comingSoon?: unknown } | null;
  if (data?.comingSoon === undefined || Object.hasOwn(PROSE_PAGES, key)) return [];
  const allowed = Object.keys(PROSE_PAGES)
    .map((name) => `${name}.md`)
    .join(', ');
  return [
    {
      ...locate(source, source.data, ['comingSoon']),
      message: `cannot be used on this page, which has its own layout; only these pages can be marked as coming soon: ${allowed}`,
    },
  ];
}

/** The addresses of the pages marked as coming soon. */
export function comingSoonPaths(all: Readonly<Record<string, Pick<Page<unknown>, 'comingSoon'>>>): string[] {
  return Object.entries(all)
    .filter(([key, page]) => page.comingSoon !== undefined && Object.hasOwn(PROSE_PAGES, key))
    .map(([key]) => PROSE_PAGES[key]!)
    .sort();
}

export function prepareIssuances(value: Issuances, dir: string): IssuancesContent {
  return {
    categories: value.categories.map((category) => ({
      ...category,
      items: category.items.map(({ file, ...item }) => ({
        ...item,
        anchor: issuanceAnchor(item.number),
        ...(file === undefined ? {} : { file: describeDocument(dir, file) }),
      })),
    })),
    ...(value.copyOnRequest
      ? {
          copyOnRequest: value.copyOnRequest.map((item) => ({
            ...item,
            anchor: issuanceAnchor(item.number),
          })),
        }
      : {}),
  };
}

/** Each issuance's number gives its address on the page (#republic-act-no-3456): no two may share one. */
export function uniqueIssuanceNumbers(value: Issuances, source: Located & { data: unknown }): Problem[] {
  const keyed: Keyed[] = value.categories.flatMap((category, c) =>
    category.items.map((item, i) => ({
      value: issuanceAnchor(item.number),
      where: source,
      path: ['categories', c, 'items', i, 'number'],
      data: source.data,
    })),
  );
  // A copy on request has its own address on the same page.
  (value.copyOnRequest ?? []).forEach((item, i) =>
    keyed.push({
      value: issuanceAnchor(item.number),
      where: source,
      path: ['copyOnRequest', i, 'number'],
      data: source.data,
    }),
  );
  return findDuplicates(keyed, 'issuance address');
}

export function prepareMembership(value: Membership, dir: string): MembershipContent {
  const { manual } = value.application;
  return {
    ...value,
    application: { ...value.application, manual: { ...manual, form: describeDocument(dir, manual.form) } },
  };
}

export function prepareAbout(value: About, dir: string): AboutContent {
  return { ...value, bylaws: { ...value.bylaws, file: describeDocument(dir, value.bylaws.file) } };
}
