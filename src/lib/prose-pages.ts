/**
 * The pages made of one Markdown file alone (content/pages/{key}.md, shown by
 * src/pages/markdown-page.tsx), by key, with their address. The page table (src/site-pages.ts)
 * makes their rows from this list; the content build uses it to know which addresses are "coming
 * soon".
 */
export const PROSE_PAGES = {
  about: '/about',
  'what-is-agia': '/about/what-is-agia',
  membership: '/membership',
  resources: '/membership/resources',
  mobile: '/training/mobile',
  privacy: '/privacy',
  terms: '/terms',
} as const satisfies Record<string, string>;

export type ProsePageKey = keyof typeof PROSE_PAGES;

export function isProsePageKey(key: string): key is ProsePageKey {
  return Object.hasOwn(PROSE_PAGES, key);
}
