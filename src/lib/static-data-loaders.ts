/**
 * vite-react-ssg makes route loaders read the prerendered data files only when the document
 * carries its server-rendered marker, and it hydrates exactly when that marker is present.
 * 404.html has no marker on purpose (it is served for any unknown address, so its markup may not
 * match the route that address matches, and it must render afresh instead of hydrating), yet a
 * visitor who moves on from it still needs the data files. So the marker is put on <html> while
 * the router is created and taken off again before the hydrate-or-render decision.
 */
const MARKER = 'data-server-rendered';

/** Makes loaders read prerendered data; returns the function that restores the document. */
export function markDocumentForStaticData(doc: Document = document): () => void {
  const html = doc.documentElement;
  if (html.hasAttribute(MARKER)) return () => undefined;
  html.setAttribute(MARKER, 'true');
  return () => html.removeAttribute(MARKER);
}
