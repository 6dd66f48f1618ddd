/** The two built sites the checks read, and the address they were built for. */
import { resolveSiteUrl } from '../../src/lib/site-url';

/** dist/ is built from content/; its checks hold for any valid content. */
export const LIVE = 'dist';
/** dist-fixture/ is built from tests/fixtures/site; its checks may name its known pages. */
export const FIXTURE = 'dist-fixture';
export const BOTH = [LIVE, FIXTURE] as const;

/** Both builds read SITE_URL (default https://www.agia.org.ph), as the test run does. */
export const siteUrl = resolveSiteUrl(process.env.SITE_URL);

/** The absolute address of a route. */
export const urlOf = (route: string) => (route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`);
