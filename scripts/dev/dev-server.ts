/**
 * Development server (`npm run dev`): vite-react-ssg's own `dev`, rendering each page on request
 * from the same entry as the build (src/main.tsx, with the loaders of src/ssg/routes.server.ts),
 * with the site's vite.config.ts; vite-react-ssg serves each page's loader data itself. PORT
 * (default 5173) and HOST choose where it listens.
 * Why a script and not the `vite-react-ssg dev` command: PORT and HOST, and a quiet start. The
 * command works too since vite.config.ts stopped reaching the web editor's internals (the layout
 * check is `npm run content:layout`: docs/decisions/041), but it takes neither variable.
 */
import { dev } from 'vite-react-ssg/node';

// vite.config.ts imports TypeScript modules without extensions, which the default (bundling)
// config loader handles; Vite's notice about its future native loader lists every such import
// (some 300 lines, twice) above the server's address. The build sets the same.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
await dev({}, port ? { server: { port, strictPort: true, host: process.env.HOST ?? '127.0.0.1' } } : {});
