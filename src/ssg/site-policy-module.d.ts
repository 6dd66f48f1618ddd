/**
 * The module scripts/build/site-policy.ts serves to the server bundle: the build's SitePolicy
 * (./page-parts.ts), or undefined on the development server. Read only by ./site-policy.server.ts,
 * which gives it its type (an ambient module cannot import a relative one).
 */
declare module 'virtual:agia/site-policy' {
  export const sitePolicy: unknown;
}
