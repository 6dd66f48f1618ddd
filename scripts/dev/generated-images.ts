/**
 * Development server plugin: serves the resized photos (made by the content build in
 * node_modules/.cache/agia-images/, outside public/) at the addresses the built site has them,
 * /_img/<name> under the base path, so pages in development use the same addresses as in
 * production. Only names the content build makes are served, and only plain files.
 * Why: docs/decisions/029-nothing-published-unchecked.md.
 */
import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OUTPUT_DIR, OUTPUT_NAME } from '../content/images';

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The file name a request asks for under <base>_img/, or null for any other address. */
export function requestedCopy(url: string, base: string): string | null {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const prefix = `${base.replace(/\/?$/, '/')}${OUTPUT_DIR}/`;
  if (!pathname.startsWith(prefix)) return null;
  const name = pathname.slice(prefix.length);
  return OUTPUT_NAME.test(name) ? name : null;
}

export function generatedImages(options: { cacheDir: string }): Plugin {
  return {
    name: 'agia:generated-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = requestedCopy(req.url ?? '', server.config.base);
        if (!name) return next();
        const file = path.join(options.cacheDir, name);
        lstat(file).then(
          (info) => {
            if (!info.isFile()) return next();
            res.setHeader('Content-Type', TYPES[path.extname(name).slice(1)]!);
            res.setHeader('Content-Length', String(info.size));
            createReadStream(file).pipe(res);
          },
          () => next(),
        );
      });
    },
  };
}
