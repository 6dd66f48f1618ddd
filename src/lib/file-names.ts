/**
 * Names of files under public/ that work as web addresses. A photo straight from a phone or a
 * download is often named `Group Photo 1.JPG` or `forum(1).jpg`: the space and the brackets
 * end a Markdown image or link early, and a comma splits a list of photo copies, so such a name
 * is refused by the content check, which gives the name to use instead (`group-photo-1.jpg`).
 */

/** One folder or file name that needs no escaping in an address: letters, digits, `.`, `_`, `-`. */
export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A safe name for a file or folder name: lower-case ASCII, accents dropped (ñ becomes n), every
 * other run of characters one hyphen, the extension kept in lower case:
 * `Group Photo 1.JPG` -> `group-photo-1.jpg`, `forum(1).jpg` -> `forum-1.jpg`.
 */
export function safeName(name: string): string {
  const dot = name.lastIndexOf('.');
  const hasExtension = dot > 0 && /^[A-Za-z0-9]+$/.test(name.slice(dot + 1));
  const stem = hasExtension ? name.slice(0, dot) : name;
  const slug =
    stem
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  return hasExtension ? `${slug}.${name.slice(dot + 1).toLowerCase()}` : slug;
}

/** The path with every unsafe part renamed (`images/News Photos/A B.jpg` -> `images/news-photos/a-b.jpg`). */
export function safePath(filePath: string): string {
  return filePath
    .split('/')
    .map((part) => (part === '' || SAFE_NAME.test(part) ? part : safeName(part)))
    .join('/');
}

/** True when every part of the path is a safe name. */
export function isSafePath(filePath: string): boolean {
  return safePath(filePath) === filePath;
}
