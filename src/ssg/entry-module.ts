/**
 * The browser's entry as Vite's manifest names it: the client build's input (vite.config.ts),
 * which index.html does not name (decision 042).
 */
export const ENTRY_MODULE = 'src/main.tsx';
