/**
 * Development server (`npm run dev`): vite-react-ssg's own `dev`, rendering each page on request
 * from src/ssg/server-entry.tsx, with the site's vite.config.ts. The browser runs the built site's
 * runtime (src/main.tsx); page data files come from scripts/dev/page-data.ts. PORT (default 5173)
 * and HOST choose where it listens.
 * Why a script and not the `vite-react-ssg dev` command: the command loads vite.config.ts with
 * Node's own module loader, which cannot read the editor's configuration code the config reaches
 * (decap-cms-core's modules import each other without file extensions); run through tsx, as the
 * build is (scripts/build/build-pages.ts), they load.
 */
import { dev } from 'vite-react-ssg/node';

// vite.config.ts imports TypeScript modules without extensions, which the default (bundling)
// config loader handles; Vite's notice about its future native loader lists every such import
// (some 300 lines, twice) above the server's address. The build sets the same.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
await dev({}, port ? { server: { port, strictPort: true, host: process.env.HOST ?? '127.0.0.1' } } : {});
