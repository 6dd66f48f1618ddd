/**
 * The web editor's blocks for the site's own Markdown (content/README.md, "Photos in an article"),
 * as Decap editor components: each reads the exact text the site writes and writes it back byte
 * for byte. With the text edited in Markdown mode only (docs/decisions/049), they draw the
 * photos and galleries of the preview as the site does.
 * - photo: one image alone in its paragraph, `![alt](src "Caption")` (a figure with a caption).
 * - gallery: two or more images on consecutive lines, no blank line between them (a grid).
 * Pure: no DOM, no Decap import; scripts/admin/editor-init.ts registers them in the browser.
 */

/** One photo as the site writes it: `![alt](src "caption")`, the caption optional. */
export interface Photo {
  image: string;
  alt: string;
  caption?: string;
}

/** `![alt](src)` or `![alt](src "caption")`; a `"` inside the caption is written `\"`. */
const PHOTO_SOURCE = String.raw`!\[([^\]\n]*)\]\(([^\s)]+)(?: "((?:[^"\\\n]|\\.)*)")?\)`;
const PHOTO_LINE = new RegExp(`^${PHOTO_SOURCE}$`);

/** A block ends at a blank line or at the end of the text (Decap's patterns may not use the m flag). */
const BLOCK_END = String.raw`(?=\n[ \t]*\n|\s*$)`;

/** One photo alone in its block (a gallery's first line is left to the gallery). */
export const PHOTO_PATTERN = new RegExp(`^${PHOTO_SOURCE}${BLOCK_END}`);

/** Two or more photo lines in one block. */
export const GALLERY_PATTERN = new RegExp(`^(?:${PHOTO_SOURCE}\\n){1,}${PHOTO_SOURCE}${BLOCK_END}`);

const unescapeCaption = (text: string) => text.replace(/\\(.)/g, '$1');
const escapeCaption = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

export function parsePhoto(line: string): Photo | undefined {
  const match = PHOTO_LINE.exec(line.trim());
  if (!match) return undefined;
  const [, alt = '', image = '', caption] = match;
  return { image, alt, ...(caption === undefined ? {} : { caption: unescapeCaption(caption) }) };
}

export function writePhoto({ image, alt, caption }: Partial<Photo>): string {
  const title = caption?.trim() ? ` "${escapeCaption(caption.trim())}"` : '';
  return `![${(alt ?? '').replace(/[\]\n]/g, ' ').trim()}](${(image ?? '').trim()}${title})`;
}

export function parseGallery(block: string): { photos: Photo[] } {
  return {
    photos: block
      .split('\n')
      .map(parsePhoto)
      .filter((photo): photo is Photo => photo !== undefined),
  };
}

/** Photos without a picture are left out: an empty row of the form writes nothing. */
export function writeGallery({ photos }: { photos?: Array<Partial<Photo>> }): string {
  return (photos ?? [])
    .filter((photo) => (photo.image ?? '').trim() !== '')
    .map(writePhoto)
    .join('\n');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The preview's HTML of a photo alone: a figure with its caption, as rehypeFigures renders it. */
export function figureHtml(photo: Partial<Photo>, src: string, imageClass = ''): string {
  const caption = photo.caption?.trim()
    ? `<figcaption class="mt-1.5 text-sm text-slate-600">${escapeHtml(photo.caption.trim())}</figcaption>`
    : '';
  const cls = imageClass ? ` class="${imageClass}"` : '';
  return `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(photo.alt ?? '')}"${cls}>${caption}</figure>`;
}

/** A gallery in the preview: the grid and classes of the site's gallery (src/components/content/gallery.tsx). */
export function galleryHtml(photos: Array<Partial<Photo>>, srcOf: (image: string) => string): string {
  const figures = photos
    .filter((photo) => (photo.image ?? '') !== '')
    .map((photo) =>
      figureHtml(photo, srcOf(photo.image!), 'aspect-[4/3] h-full w-full rounded-md object-cover'),
    );
  return `<div class="md-gallery my-8 grid grid-cols-2 gap-3 sm:grid-cols-3">${figures.join('')}</div>`;
}

/** The fields of a photo in the editor's forms (Decap field definitions). */
export const PHOTO_FIELDS = [
  {
    name: 'image',
    label: 'Image file',
    widget: 'image',
    choose_url: false,
    media_library: { allow_multiple: false },
  },
  {
    name: 'alt',
    label: 'Description of the photo',
    widget: 'string',
    hint: 'What the photo shows, for visitors who cannot see it, e.g. Participants working in small groups.',
  },
  {
    name: 'caption',
    label: 'Caption',
    widget: 'string',
    required: false,
    hint: 'Shown under the photo, e.g. Group work on the sample audit plan.',
  },
] as const;
