/**
 * Ids in the footer's markup that other parts of the page link to. Kept apart from
 * ./site-footer-content.tsx, which the browser never downloads (docs/decisions/037).
 */

/** The heading of the footer's list of the site's sections (the menu's fallback without scripts). */
export const FOOTER_SECTIONS_ID = 'footer-sections';
