/**
 * Every content type the site knows, declared once: the files it reads, the Zod schema that
 * checks them (whose `.describe()` texts explain each field), the modules the build writes for it,
 * its place in the web editor and the section of content/README.md that documents it.
 * The content check and generator (collections.ts), the list of files content/ may hold
 * (content-layout.ts), the web editor's configuration (scripts/admin/decap-config.ts) and the
 * guide's field tables (readme-fields.ts, npm run content:docs) are all derived from this list.
 * Adding a content type: its schema in src/content/schemas/, one entry here, and its pages.
 * Why: docs/decisions/040-one-registry-of-content-types.md.
 */
import type { z } from 'zod';
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
  /** Stable key: the web editor's entry name and the marker of its table in content/README.md. */
  name: string;
  /** Checks each file (a Markdown file's front matter); its field descriptions explain the fields. */
  schema: z.ZodType;
  /** The `## ` heading of content/README.md that documents it, without the hashes. */
  readme: string;
  /** The modules written to src/content/generated/ (file names without .ts). */
  modules: readonly string[];
}

/** One YAML file, written as one export of one module. */
export interface FileType extends CommonFields {
  kind: 'file';
  /** Path from the content root. */
  file: string;
  /** The export and its type, imported from src/content/schemas/ (path from the generated module). */
  output: { exportName: string; type: string; from: string };
  /** The editor edits it as a form in one of the groups. */
  cms: { group: CmsGroupName; label: string };
}

/** A folder of files, one entry each: Markdown (front matter and a body) or YAML. */
export interface FolderType extends CommonFields {
  kind: 'folder';
  /** Path from the content root. */
  folder: string;
  extension: 'md' | 'yaml';
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

const file = <Name extends string>(
  name: Name,
  path: string,
  schema: z.ZodType,
  output: FileType['output'] & { module: string },
  cms: FileType['cms'],
  readme: string,
): FileType & { name: Name } => {
  const { module, ...rest } = output;
  return { kind: 'file', name, file: path, schema, modules: [module], output: rest, cms, readme };
};

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
    modules: ['news', 'news-summaries'],
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
    modules: ['trainings'],
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
    modules: ['pages', 'coming-soon', 'content-updated'],
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
      from: '../schemas/people',
    },
    { group: 'people', label: 'Advisory Council' },
    PEOPLE_SECTION,
  ),
  file(
    'board-of-directors',
    'content/people/board-of-directors.yaml',
    BoardSchema,
    { module: 'board-of-directors', exportName: 'board', type: 'Board', from: '../schemas/people' },
    { group: 'people', label: 'Board of Directors' },
    PEOPLE_SECTION,
  ),
  file(
    'secretariat',
    'content/people/secretariat.yaml',
    SecretariatSchema,
    { module: 'secretariat', exportName: 'secretariat', type: 'Secretariat', from: '../schemas/people' },
    { group: 'people', label: 'Secretariat' },
    PEOPLE_SECTION,
  ),
  file(
    'issuances',
    'content/issuances.yaml',
    IssuancesSchema,
    { module: 'issuances', exportName: 'issuances', type: 'IssuancesContent', from: '../schemas/issuance' },
    { group: 'lists', label: 'Issuances' },
    'issuances.yaml: legal issuances',
  ),
  file(
    'webinars',
    'content/webinars.yaml',
    WebinarsSchema,
    { module: 'webinars', exportName: 'webinars', type: 'Webinars', from: '../schemas/webinar' },
    { group: 'lists', label: 'Free webinars' },
    'webinars.yaml: free webinars',
  ),
  file(
    'convention',
    'content/events/national-convention.yaml',
    ConventionsSchema,
    { module: 'convention', exportName: 'conventions', type: 'Conventions', from: '../schemas/event' },
    { group: 'events', label: 'National Convention' },
    EVENTS_SECTION,
  ),
  file(
    'election',
    'content/events/election.yaml',
    ElectionsSchema,
    { module: 'election', exportName: 'elections', type: 'Elections', from: '../schemas/event' },
    { group: 'events', label: 'Election' },
    EVENTS_SECTION,
  ),
  file(
    'site',
    'content/site.yaml',
    SiteSchema,
    { module: 'site', exportName: 'site', type: 'Site', from: '../schemas/site' },
    { group: 'settings', label: 'Association details' },
    "site.yaml: the association's details",
  ),
  file(
    'navigation',
    'content/navigation.yaml',
    NavigationSchema,
    { module: 'navigation', exportName: 'navigation', type: 'Navigation', from: '../schemas/navigation' },
    { group: 'settings', label: 'Menu' },
    'navigation.yaml: the menu',
  ),
  file(
    'home',
    'content/home.yaml',
    HomeSchema,
    { module: 'home', exportName: 'home', type: 'Home', from: '../schemas/home' },
    { group: 'settings', label: 'Home page buttons' },
    SETTINGS_SECTION,
  ),
  file(
    'about',
    'content/about.yaml',
    AboutSchema,
    { module: 'about', exportName: 'about', type: 'AboutContent', from: '../schemas/about' },
    { group: 'settings', label: 'About pages: values and by-laws' },
    SETTINGS_SECTION,
  ),
  file(
    'membership',
    'content/membership.yaml',
    MembershipSchema,
    {
      module: 'membership',
      exportName: 'membership',
      type: 'MembershipContent',
      from: '../schemas/membership',
    },
    { group: 'settings', label: 'Membership pages' },
    SETTINGS_SECTION,
  ),
] as const satisfies readonly ContentType[];

export type ContentTypeName = (typeof CONTENT_TYPES)[number]['name'];
/** One entry of the registry with its own schema's type, e.g. ContentTypeNamed<'trainings'>. */
export type ContentTypeNamed<N extends ContentTypeName> = Extract<
  (typeof CONTENT_TYPES)[number],
  { name: N }
>;
export type FolderTypeName = Extract<(typeof CONTENT_TYPES)[number], { kind: 'folder' }>['name'];
export type FileTypeName = Exclude<ContentTypeName, FolderTypeName>;

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

/** The sections of content/README.md that explain the fields of these files, each once, in order. */
export function guideSectionsFor(files: readonly string[]): string[] {
  return [...new Set(files.flatMap((file) => typeOfFile(file)?.readme ?? []))];
}
