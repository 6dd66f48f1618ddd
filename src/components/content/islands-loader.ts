/**
 * Loads the code of a body's islands (./body-islands.tsx), when a body has one (./markdown.tsx).
 * The layout imports this module too (root-layout.tsx), so the bundler keeps it in the entry
 * chunk: vite-react-ssg adds a modulepreload for every dynamic import a page's own chunks can
 * reach, and every page with a Markdown body would otherwise download the islands (about 3 KB
 * gzip) whether its body has one or not.
 */
export const loadBodyIslands = () => import('./body-islands');
