/**
 * A downloadable file as pages receive it: the path an editor wrote, plus its type and size,
 * measured by the content build from the file in public/documents/ (editors never write these).
 */
export interface DocumentLink {
  /** Path from the site root, e.g. /documents/agia-by-laws.pdf. */
  href: string;
  /** Kind of file for people, e.g. PDF. */
  type: string;
  /** Size for people, e.g. 240 KB. */
  size: string;
}
