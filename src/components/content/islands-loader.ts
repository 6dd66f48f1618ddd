/**
 * Loads the code of a body's islands (./body-islands.tsx), when a body has one (./markdown.tsx).
 * The layout imports this module too (root-layout.tsx), so the bundler keeps it in the entry
 * chunk, whose dynamic imports no page preloads (NO_ENTRY_PRELOAD in
 * src/runtime/vite-react-ssg-adapter.ts): a page whose body has no island never downloads them.
 */
export const loadBodyIslands = () => import('./body-islands');
