/**
 * Every content type the site knows, declared once: the files it reads, the reader that checks
 * and prepares them (collections.ts), the Zod schema that checks each file (whose `.describe()`
 * texts explain each field), the modules the build writes for it (code imports them as
 * `#generated/<module>`), its place in the web editor and the section of docs/content-reference.md that
 * documents it. The content build, the list of files content/ may hold (content-layout.ts), the
 * web editor's configuration (scripts/admin/decap-config.ts) and the guide's field tables
 * (readme-fields.ts, npm run content:docs) are all derived from this list.
 * Adding a YAML file type: its schema in src/content/schemas/, one entry here, and its page.
 * Why: docs/decisions/040-one-registry-of-content-types.md.
 */
import type { z } from 'zod';
import { siteEmbedProblems } from './embed-origins';
import {
  news,
  pages,
  prepareAbout,
  prepareIssuances,
  prepareMembership,
  trainings,
  uniqueIssuanceNumbers,
  yamlFile,
  type CollectionContext,
  type FileReader,
  type ReadResult,
} from './collections';
import { AboutSchema } from '../../src/content/schemas/about';
import { ConventionsSchema, ElectionsSchema } from '../../src/content/schemas/event';
import { HomeSchema } from '../../src/content/schemas/home';
import { IssuancesSchema } from '../../src/content/schemas/issuance';
import { MembershipSchema } from '../../src/content/schemas/membership';
import { NavigationSchema } from '../../src/content/schemas/navigation';
import { NewsFrontMatterSchema } from '../../src/content/schemas/news';
import { PageFrontMatterSchema } from '../../src/content/schemas/page';
import { AdvisoryCouncilSchema, BoardSchema, SecretariatSchema } from '../../src/content/schemas/people';
import { SiteSchema } from '../../src/content/schemas/site';
import { TrainingSchema } from '../../src/content/schemas/training';
import { WebinarsSchema } from '../../src/content/schemas/webinar';

/** The web editor's groups of single files, in the order of its menu. */
export const CMS_GROUPS = [
  { name: 'people', label: 'People' },
  { name: 'lists', label: 'Issuances and webinars' },
  { name: 'events', label: 'Convention and election' },
  { name: 'settings', label: 'Site, menu and cards' },
] as const;

export type CmsGroupName = (typeof CMS_GROUPS)[number]['name'];

interface CommonFields {
  /** Stable key: the web editor's entry name and the marker of its table in docs/content-reference.md. */
  name: string;
  /** Checks each file (a Markdown file's front matter); its field descriptions explain the fields. */
  schema: z.ZodType;
  /** The `## ` heading of docs/content-reference.md that documents it, without the hashes. */
  readme: string;
  /** The modules the build writes for it, each with one export its reader gives a value to. */
  modules: readonly ModuleSpec[];
}

/** One module of the generated folder: code imports it as `#generated/<module>`. */
export interface ModuleSpec {
  module: string;
  exportName: string;
  /** The TypeScript type of the export, e.g. Training[]. */
  type: string;
  /** The type-only imports it needs: [name, path from the project root]. */
  types: ReadonlyArray<readonly [typeName: string, from: string]>;
}

/** One YAML file, written as one export of one module. */
export interface FileType extends CommonFields {
  kind: 'file';
  /** Path from the content root. */
  file: string;
  /** Reads, checks and prepares the file (collections.ts: yamlFile, with its rules across entries). */
  read(type: FileType, ctx: CollectionContext): Promise<ReadResult>;
  /** The editor edits it as a form in one of the groups. */
  cms: { group: CmsGroupName; label: string };
}

/** A folder of files, one entry each: Markdown (front matter and a body) or YAML. */
export interface FolderType extends CommonFields {
  kind: 'folder';
  /** Path from the content root. */
  folder: string;
  extension: 'md' | 'yaml';
  /** Reads, checks and prepares every file of the folder (collections.ts), given this entry. */
  read(type: FolderType, ctx: CollectionContext): Promise<ReadResult>;
  cms: {
    label: string;
    /** "Training": the editor's "New Training" button. */
    labelSingular?: string;
    create: boolean;
    delete: boolean;
    /** Uploads for this collection go here (repository path) and are written with this site path. */
    media?: { folder: string; public: string };
    /**
     * The field new files are named after (slug) and entries are known by; trainings use their
     * id, so a training's file is content/trainings/<id>.yaml like the scaffold writes it.
     */
    identifier: string;
    /** The entry list's line for each entry, and the fields it can be sorted by (the first by default, newest first). */
    summary?: string;
    sortable?: readonly string[];
  };
}

export type ContentType = FileType | FolderType;

const SCHEMAS = 'src/content/schemas';

/** A YAML file written as one module exporting one value of one schema type. */
const file = <Name extends string>(
  name: Name,
  path: string,
  schema: z.ZodType,
  output: { module: string; exportName: string; type: string; from: string },
  cms: FileType['cms'],
  readme: string,
  read: FileReader = yamlFile(),
): FileType & { name: Name } => {
  const { module, exportName, type, from } = output;
  const modules = [{ module, exportName, type, types: [[type, `${SCHEMAS}/${from}`]] as const }];
  return { kind: 'file', name, file: path, schema, modules, read, cms, readme };
};

/** A module of a folder type: one export of a type from one schema file. */
const folderModule = (module: string, exportName: string, type: string, types: ModuleSpec['types']) => ({
  module,
  exportName,
  type,
  types,
});

const SETTINGS_SECTION = 'about.yaml, membership.yaml and home.yaml: cards, steps and buttons';
const PEOPLE_SECTION = 'people/: Advisory Council, Board, Secretariat';
const EVENTS_SECTION = 'events/: National Convention and Election';

/** In the order of the web editor's menu: the folders, then the files of each group. */
export const CONTENT_TYPES = [
  {
    kind: 'folder',
    name: 'news',
    folder: 'content/news',
    extension: 'md',
    schema: NewsFrontMatterSchema,
    read: news,
    modules: [
      folderModule('news', 'newsArticles', 'NewsArticle[]', [['NewsArticle', `${SCHEMAS}/news`]]),
      // Lists, the home page and the feed need no bodies; this module keeps them light.
      folderModule('news-summaries', 'newsSummaries', 'NewsSummary[]', [['NewsSummary', `${SCHEMAS}/news`]]),
    ],
    readme: 'news/: news articles',
    cms: {
      label: 'News',
      create: true,
      delete: true,
      media: { folder: '/public/images/news', public: '/images/news' },
      // News files are named after the title, the way the scaffold (npm run new:news) names them.
      identifier: 'title',
      summary: '{{date}} · {{title}}',
      sortable: ['date', 'title'],
    },
  },
  {
    kind: 'folder',
    name: 'trainings',
    folder: 'content/trainings',
    extension: 'yaml',
    schema: TrainingSchema,
    read: trainings,
    modules: [folderModule('trainings', 'trainings', 'Training[]', [['Training', `${SCHEMAS}/training`]])],
    readme: 'trainings/: training events',
    cms: {
      label: 'Trainings',
      labelSingular: 'Training',
      create: true,
      delete: true,
      identifier: 'id',
      summary: '{{date}} · {{title}}',
      sortable: ['date', 'title'],
    },
  },
  {
    kind: 'folder',
    name: 'pages',
    folder: 'content/pages',
    extension: 'md',
    schema: PageFrontMatterSchema,
    read: pages,
    modules: [
      folderModule('pages', 'pages', 'Record<string, Page>', [['Page', `${SCHEMAS}/page`]]),
      // Menus and footers mark links to these addresses; tiny, so every page may carry it.
      folderModule('coming-soon', 'comingSoonPaths', 'string[]', []),
      // The day each content file last changed (last-changed.ts), for "Last updated" and the sitemap.
      folderModule('content-updated', 'contentUpdated', 'Record<string, string>', []),
    ],
    readme: 'pages/: prose pages',
    cms: { label: 'Pages', create: false, delete: false, identifier: 'title' },
  },
  file(
    'advisory-council',
    'content/people/advisory-council.yaml',
    AdvisoryCouncilSchema,
    {
      module: 'advisory-council',
      exportName: 'advisoryCouncil',
      type: 'AdvisoryCouncil',
      from: 'people',
    },
    { group: 'people', label: 'Advisory Council' },
    PEOPLE_SECTION,
  ),
  file(
    'board-of-directors',
    'content/people/board-of-directors.yaml',
    BoardSchema,
    { module: 'board-of-directors', exportName: 'board', type: 'Board', from: 'people' },
    { group: 'people', label: 'Board of Directors' },
    PEOPLE_SECTION,
  ),
  file(
    'secretariat',
    'content/people/secretariat.yaml',
    SecretariatSchema,
    { module: 'secretariat', exportName: 'secretariat', type: 'Secretariat', from: 'people' },
    { group: 'people', label: 'Secretariat' },
    PEOPLE_SECTION,
  ),
  file(
    'issuances',
    'content/issuances.yaml',
    IssuancesSchema,
    { module: 'issuances', exportName: 'issuances', type: 'IssuancesContent', from: 'issuance' },
    { group: 'lists', label: 'Issuances' },
    'issuances.yaml: legal issuances',
    yamlFile({ prepare: prepareIssuances, check: uniqueIssuanceNumbers }),
  ),
  file(
    'webinars',
    'content/webinars.yaml',
    WebinarsSchema,
    { module: 'webinars', exportName: 'webinars', type: 'Webinars', from: 'webinar' },
    { group: 'lists', label: 'Free webinars' },
    'webinars.yaml: free webinars',
  ),
  file(
    'convention',
    'content/events/national-convention.yaml',
    ConventionsSchema,
    { module: 'convention', exportName: 'conventions', type: 'Conventions', from: 'event' },
    { group: 'events', label: 'National Convention' },
    EVENTS_SECTION,
  ),
  file(
    'election',
    'content/events/election.yaml',
    ElectionsSchema,
    { module: 'election', exportName: 'elections', type: 'Elections', from: 'event' },
    { group: 'events', label: 'Election' },
    EVENTS_SECTION,
  ),
  file(
    'site',
    'content/site.yaml',
    SiteSchema,
    { module: 'site', exportName: 'site', type: 'Site', from: 'site' },
    { group: 'settings', label: 'Association details' },
    "site.yaml: the association's details",
    // The embeds' origins go into the security policy as they are (embed-origins.ts).
    yamlFile({ check: siteEmbedProblems }),
  ),
  file(
    'navigation',
    'content/navigation.yaml',
    NavigationSchema,
    { module: 'navigation', exportName: 'navigation', type: 'Navigation', from: 'navigation' },
    { group: 'settings', label: 'Menu' },
    'navigation.yaml: the menu',
  ),
  file(
    'home',
    'content/home.yaml',
    HomeSchema,
    { module: 'home', exportName: 'home', type: 'Home', from: 'home' },
    { group: 'settings', label: 'Home page buttons' },
    SETTINGS_SECTION,
  ),
  file(
    'about',
    'content/about.yaml',
    AboutSchema,
    { module: 'about', exportName: 'about', type: 'AboutContent', from: 'about' },
    { group: 'settings', label: 'About pages: values and by-laws' },
    SETTINGS_SECTION,
    yamlFile({ prepare: prepareAbout }),
  ),
  file(
    'membership',
    'content/membership.yaml',
    MembershipSchema,
    {
      module: 'membership',
      exportName: 'membership',
      type: 'MembershipContent',
      from: 'membership',
    },
    { group: 'settings', label: 'Membership pages' },
    SETTINGS_SECTION,
    yamlFile({ prepare: prepareMembership }),
  ),
] as const satisfies readonly ContentType[];

const ALL: readonly ContentType[] = CONTENT_TYPES;

/** The single files of the registry, in its order. */
export const FILE_TYPES: readonly FileType[] = ALL.filter((type): type is FileType => type.kind === 'file');

/** The folders of the registry, in its order. */
export const FOLDER_TYPES: readonly FolderType[] = ALL.filter(
  (type): type is FolderType => type.kind === 'folder',
);

/** The content type that reads a file (path from the content root), if any. */
export function typeOfFile(file: string): ContentType | undefined {
  return ALL.find((type) =>
    type.kind === 'file'
      ? type.file === file
      : file.startsWith(`${type.folder}/`) && !file.slice(type.folder.length + 1).includes('/'),
  );
}

/** The sections of docs/content-reference.md that explain the fields of these files, each once, in order. */
export function guideSectionsFor(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => typeOfFile(file)?.readme ?? []))];
}
