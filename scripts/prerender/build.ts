/**
 * Prerender build: the same as `vite-react-ssg build`, with its per-page JSDOM replaced by
 * LiteDom (see lite-dom.ts), which cuts the prerender's CPU time by about 40%.
 * Inputs:  vite.config.ts (ssgOptions), src/content/generated/ (run the content build first),
 *          PRERENDER_FULL_DOM=1 to keep JSDOM (for comparing outputs).
 * Outputs: dist/, as `vite-react-ssg build` writes it.
 * Steps:   swap the JSDOM export of the jsdom copy vite-react-ssg uses before its build module
 *          loads (it binds the export when it is first imported), then run its build.
 */
import { createRequire } from 'node:module';
import { LiteDom } from './lite-dom';

async function main(): Promise<void> {
  // vite.config.ts imports TypeScript modules without extensions, which the default (bundling)
  // config loader handles; Vite's notice about its future native loader only buries the log.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  if (!process.env.PRERENDER_FULL_DOM) {
    const fromSsg = createRequire(import.meta.resolve('vite-react-ssg/node'));
    const jsdom = fromSsg('jsdom') as { JSDOM: unknown };
    jsdom.JSDOM = LiteDom;
  }
  const { build } = await import('vite-react-ssg/node');
  await build({}, {});
}

await main();
