/**
 * Development server plugin: gives each page the browser's entry (src/main.tsx) as a module
 * script at the end of <body>, through Vite's public `transformIndexHtml` tags. index.html names
 * no script, and the built pages write their entry from Vite's manifest inside the template they
 * start after their first paint (src/ssg/scripts-after-paint.ts, decision 042); the development
 * server has no manifest, and its entry must come after the React refresh preamble Vite adds to
 * the head, so it is given here, in development only.
 */
import type { Plugin } from 'vite';
import { ENTRY_MODULE } from '../../src/ssg/entry-module';

export function devEntry(): Plugin {
  return {
    name: 'agia-dev-entry',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { type: 'module', src: `/${ENTRY_MODULE}` }, injectTo: 'body' },
    ],
  };
}
