/**
 * Checks every file under public/, which is published as it is: only images, PDFs and the
 * icons may be there, each within its size limit and really of the type its name says, and
 * no SVG may be able to run code (see svg-safety.ts) or be outside public/images/, but for the
 * site's own logo and icon (SITE_DRAWINGS). Nothing may be under public/_img/: the site's
 * resized photos are made outside public/ and added to the built site by the build
 * (scripts/content/images.ts), so a file committed there is refused by name, as is any file in the
 * folders the build fills with scripts (BUILD_FOLDERS). The check returns the
 * files it saw with a hash of each, which the build's last step compares with the built site
 * (scripts/build/dist-allow-list.ts).
 */
import { createHash } from 'node:crypto';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_SVG_BYTES, MAX_TEXT_FILE_BYTES, sizeProblem } from './limits';
import { OUTPUT_DIR } from './images';
import type { Problem } from './problems';
import { decodeSvg, SVG_REDO, svgProblems } from './svg-safety';
import { hostFileProblems, type SitePages } from './host-files';
import { pdfActiveContent } from './pdf-safety';
import { isSafePath, safeName, safePath } from '../../src/lib/file-names';
import { SITE_DRAWINGS } from '../postbuild/csp';

/** The first bytes each allowed type starts with; null for SVG (parsed instead). */
const SIGNATURES: Record<string, ((head: Buffer) => boolean) | null> = {
  svg: null,
  png: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  gif: (head) => head.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (head) =>
    head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (head) => head.subarray(4, 8).toString('latin1') === 'ftyp',
  ico: (head) => head.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])),
  pdf: (head) => head.subarray(0, 5).toString('latin1') === '%PDF-',
};
const ALIASES: Record<string, string> = { jpeg: 'jpg' };
const TYPE_NAMES: Record<string, string> = {
  svg: 'SVG',
  png: 'PNG',
  jpg: 'JPEG',
  gif: 'GIF',
  webp: 'WebP',
  avif: 'AVIF',
  ico: 'icon',
  pdf: 'PDF',
};

/** Plain files the hosts read at the top of public/ (they never run in a browser). */
export const HOST_FILES = new Set(['robots.txt', '_headers', '_redirects', '.nojekyll', 'CNAME']);

export const ALLOWED_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'gif', 'ico', 'pdf'] as const;

/** Types whose pixels the build decodes (sharp): their size is read from the header first. */
const RASTER_TYPES = new Set(['png', 'jpg', 'gif', 'webp', 'avif']);
/**
 * Larger images are refused before anything decodes them (a small file can claim billions of
 * pixels). 50 megapixels takes the 48-megapixel photos of recent phones.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The image's size from its header only; refused above MAX_IMAGE_PIXELS or when unreadable. */
async function pixelProblems(file: string, problem: (message: string) => Problem): Promise<Problem[]> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    return [problem('cannot be read as an image (the file is damaged or incomplete): export it again')];
  }
  if (!width || !height) return [problem('cannot be read as an image (it has no size): export it again')];
  if (width * height <= MAX_IMAGE_PIXELS) return [];
  const megapixels = Math.round((width * height) / 1_000_000).toLocaleString('en');
  return [
    problem(
      `is ${width.toLocaleString('en')} x ${height.toLocaleString('en')} pixels (${megapixels} megapixels; an image may have at most 50): resize it to 2,400 pixels wide (the site shows photos at most 1,440 pixels wide)`,
    ),
  ];
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Problems of one file; `name` is its path from the project root (public/...), `topLevel` whether
 * it is at the top of public/, `pages` every page the build publishes (for `_redirects`).
 */
export async function checkPublicFile(
  file: string,
  name: string,
  size: number,
  topLevel: boolean,
  pages: SitePages,
): Promise<Problem[]> {
  const problem = (message: string, line?: number): Problem => ({ file: name, line, path: [], message });
  const base = path.basename(file);
  if (base === '.gitkeep') return [];
  if (topLevel && HOST_FILES.has(base)) {
    const tooLarge = sizeProblem(size, MAX_TEXT_FILE_BYTES, 'this file', 'shorten it');
    if (tooLarge) return [problem(tooLarge)];
    return hostFileProblems(base, await readFile(file, 'utf8'), pages).map(({ line, message }) =>
      problem(message, line),
    );
  }
  const raw = path.extname(base).slice(1).toLowerCase();
  const extension = ALIASES[raw] ?? raw;
  if (raw === 'heic' || raw === 'heif') return [problem(heicMessage(name))];
  // A PNG uploaded as `Group Photo 1.JPG` needs one new name that fixes both the name and the
  // type (group-photo-1.png), then its content is checked as what it really is.
  const actual = await misnamedType(file, extension);
  if (actual)
    return [problem(renameMessage(name, actual)), ...(await contentProblems(file, actual, size, problem))];
  // The name is checked first and the file's content still checked: one run says everything.
  const named = isSafePath(name) ? [] : [problem(renameMessage(name))];
  const placed = extension === 'svg' && !drawingPlace(name) ? [problem(drawingPlaceMessage(name))] : [];
  return [...named, ...placed, ...(await contentProblems(file, extension, size, problem))];
}

/**
 * Whether a drawing may be at `name` (public/...): under public/images/, or one of the site's own
 * drawings at the top. Only there does the host send the policy that keeps a drawing opened on
 * its own from running or loading anything (scripts/postbuild/csp.ts, headersFile); addresses
 * are told apart by case, so the folder must be written images/.
 */
function drawingPlace(name: string): boolean {
  return name.startsWith('public/images/') || SITE_DRAWINGS.some((drawing) => name === `public/${drawing}`);
}

/** Why a drawing outside public/images/ cannot stay there, and where to move it. */
export function drawingPlaceMessage(name: string): string {
  const moved = `public/images/${safeName(path.posix.basename(name))}`;
  return `is a drawing (SVG) outside public/images/, the only folder where the site keeps a drawing opened on its own from running anything: move it to ${moved} and write its path as ${moved.replace(/^public/, '')}`;
}

/** The allowed type a file's bytes are, when its extension names another one; else undefined. */
async function misnamedType(file: string, extension: string): Promise<string | undefined> {
  const signature = SIGNATURES[extension];
  if (!signature) return undefined;
  const head = await readHead(file);
  if (signature(head)) return undefined;
  return Object.entries(SIGNATURES).find(([, matches]) => matches?.(head))?.[0];
}

/**
 * A photo named as phones and downloads name them (`Group Photo 1.JPG`, `forum(1).jpg`): its
 * address would need escaping everywhere it is written, and an unescaped space ends a Markdown
 * image early, so the page would show the text instead of the photo.
 */
export function renameMessage(name: string, actualType?: string): string {
  const extension = path.extname(name).slice(1).toLowerCase();
  const renamed = safePath(actualType ? name.slice(0, -extension.length) + actualType : name);
  const unsafe = 'spaces, brackets and signs other than - _ . are not allowed';
  const why = !actualType
    ? `has a name a web address cannot hold as it is (${unsafe})`
    : `is really a ${TYPE_NAMES[actualType]} file, though its name ends in ${path.extname(name)}${isSafePath(name) ? '' : `, and a web address cannot hold its name as it is (${unsafe})`}`;
  return `${why}: rename ${name} to ${renamed} and write its path as ${renamed.replace(/^public/, '')}. On github.com: rename the file on your computer to ${path.posix.basename(renamed)}, upload it again and delete this one`;
}

/** iPhone photos are HEIC unless the phone is told otherwise; no browser shows HEIC everywhere. */
export function heicMessage(name: string): string {
  // Named as the web editor names an upload (lower case): IMG_0001.HEIC -> img-0001.jpg.
  const jpeg = `${safePath(path.posix.dirname(name))}/${safeName(path.posix.basename(name).replace(/\.[^.]*$/, '.jpg'))}`;
  return `is an iPhone photo in HEIC format, which web browsers cannot show: upload it as a JPEG named ${path.posix.basename(jpeg)} instead, delete this file, and write the photo's path as ${jpeg.replace(/^public/, '')} where it is used. To get a JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible makes every new photo a JPEG; for a photo already taken, e-mail it to yourself from the Photos app (Mail sends it as a JPEG), or on a Mac open it in Photos and choose File > Export > Export 1 Photo with Photo Kind: JPEG`;
}

/** Problems of what a public/ file holds: its type, size, signature and active content. */
async function contentProblems(
  file: string,
  extension: string,
  size: number,
  problem: (message: string, line?: number) => Problem,
): Promise<Problem[]> {
  if (!(extension in SIGNATURES)) {
    return [
      problem(
        `cannot be published: only images (${ALLOWED_EXTENSIONS.filter((e) => e !== 'pdf').join(', ')}) and PDF files may be put in public/ (remove this file, or convert it to one of these types)`,
      ),
    ];
  }
  const max = extension === 'pdf' ? MAX_PDF_BYTES : extension === 'svg' ? MAX_SVG_BYTES : MAX_IMAGE_BYTES;
  const tooLarge = sizeProblem(
    size,
    max,
    extension === 'pdf' ? 'a PDF' : extension === 'svg' ? 'an SVG drawing' : 'an image',
    extension === 'pdf'
      ? 'compress it or split it'
      : extension === 'svg'
        ? SVG_REDO
        : 'make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide) and upload it again under the same name, which replaces this one. On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size',
  );
  if (tooLarge) return [problem(tooLarge)];
  const signature = SIGNATURES[extension];
  if (signature) {
    // A file of another allowed type was renamed by checkPublicFile: this one is of no known type.
    if (!signature(await readHead(file))) {
      return [
        problem(
          `is not a ${TYPE_NAMES[extension]} file (its content does not match its name): save it again as ${TYPE_NAMES[extension]} or give it the right extension`,
        ),
      ];
    }
    if (extension === 'pdf') {
      const active = pdfActiveContent(await readFile(file));
      return active ? [problem(active)] : [];
    }
    return RASTER_TYPES.has(extension) ? await pixelProblems(file, problem) : [];
  }
  const decoded = decodeSvg(await readFile(file));
  if ('problem' in decoded) return [problem(decoded.problem.message, decoded.problem.line)];
  return svgProblems(decoded.text).map(({ line, message }) => problem(message, line));
}

export const GENERATED_FOLDER_MESSAGE = `is in public/${OUTPUT_DIR}/, where nothing may be committed: the build makes the site's resized photos itself, outside public/. Delete this file (and the folder)`;

/**
 * Folders of the built site that the build fills with its own scripts and data (the page policy
 * lets scripts run from them): a file put there by hand could replace one or run as the site's
 * own script, so each is refused by name whatever it holds. Compared without case: a host on a
 * case-insensitive file system serves public/Assets/x.js at /assets/x.js.
 */
export const BUILD_FOLDERS = ['assets', 'pagefind', 'admin', 'static-loader-data'] as const;

/** The folder of public/ a file is in (its first folder, as written), or null at the top. */
function topFolder(publicDir: string, file: string): string | null {
  const parts = path.relative(publicDir, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

/** Why a file under one of BUILD_FOLDERS (`folder` as the file's path writes it) cannot stay there. */
export function buildFolderMessage(folder: string): string {
  return `is in public/${folder}/, a folder the build fills with the site's own scripts, where nothing may be put by hand: move a photo to public/images/ and a PDF to public/documents/, then delete this file`;
}

export interface PublicFilesCheck {
  problems: Problem[];
  /** Every file checked, by its path under public/ (images/a.png), with the SHA-256 of its bytes. */
  files: Record<string, string>;
}

/**
 * Every problem of every file under public/, sorted by path, and the files checked; `pages`: every
 * page the build publishes, which `_redirects` may not redirect (internal-links.ts, siteAddresses).
 */
export async function checkPublicTree(root: string, pages: SitePages): Promise<PublicFilesCheck> {
  const publicDir = path.join(root, 'public');
  let entries;
  try {
    entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { problems: [], files: {} };
    throw error;
  }
  const files: Record<string, string> = {};
  const checks = entries
    .filter((entry) => !entry.isDirectory())
    .sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))
    .map(async (entry): Promise<Problem[]> => {
      const file = path.join(entry.parentPath, entry.name);
      const name = path.relative(root, file).split(path.sep).join('/');
      const folder = topFolder(publicDir, file);
      const lower = folder?.toLowerCase();
      if (lower === OUTPUT_DIR) return [{ file: name, path: [], message: GENERATED_FOLDER_MESSAGE }];
      if (folder && BUILD_FOLDERS.some((dir) => dir === lower))
        return [{ file: name, path: [], message: buildFolderMessage(folder) }];
      if (!entry.isFile()) {
        return [
          { file: name, path: [], message: 'is a link or a special file: put the file itself in public/' },
        ];
      }
      const { size } = await stat(file);
      const problems = await checkPublicFile(file, name, size, entry.parentPath === publicDir, pages);
      if (problems.length === 0) {
        const published = path.relative(publicDir, file).split(path.sep).join('/');
        files[published] = createHash('sha256')
          .update(await readFile(file))
          .digest('hex');
      }
      return problems;
    });
  const problems = (await Promise.all(checks)).flat();
  return {
    problems,
    files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
  };
}
