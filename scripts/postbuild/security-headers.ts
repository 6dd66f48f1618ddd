/**
 * Post-build step: the security headers.
 * Inputs:  the prerendered pages, the embed addresses in content/site.yaml.
 * Outputs: dist/_headers with the Content-Security-Policy and the other security headers.
 * Steps:   hash every inline script left in the pages (sha256), build the policy, write the file.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site } from '../../src/content/generated/site';
import { VIDEO_EMBED_ORIGIN } from '../../src/lib/video';
import { contentSecurityPolicy, headersFile, inlineScripts, originsOf, scriptHash } from './csp';
import type { PageText } from './html-files';
import type { PostBuildContext } from './index';

/** Every distinct inline-script hash across the built pages. */
export function collectScriptHashes(pages: readonly PageText[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const body of inlineScripts(page.html)) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

export async function writeSecurityHeaders({ distDir, pages }: PostBuildContext): Promise<void> {
  const scriptHashes = collectScriptHashes(pages);
  const frameOrigins = originsOf([site.map.embedUrl, site.social.embedUrl, VIDEO_EMBED_ORIGIN]);
  const csp = contentSecurityPolicy({ scriptHashes, frameOrigins });
  await writeFile(path.join(distDir, '_headers'), headersFile(csp));
}
