/** content/navigation.yaml: the header menu, in the order it is shown. */
import { z } from 'zod';
import { MAX_LENGTH, shortText, text } from './fields';

const internalPath = () =>
  z
    .string()
    .max(MAX_LENGTH.path)
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, {
      error: (issue) => `must be a path on this site such as /about/bylaws (got ${String(issue.input)})`,
    });

export const NavLinkSchema = z.strictObject({
  name: shortText().describe('The label shown in the menu'),
  path: internalPath().describe('A page of this site, starting with `/`: `/about/bylaws`'),
  description: text()
    .optional()
    .describe(
      "A short line under the label: in the desktop dropdown and on the cards of its section's own page (/about, /membership) for a sub-page, on the page-not-found screen for a top-level entry",
    ),
});

/** Icons drawn for the menu (src/components/layout/icon.tsx). */
export const NAV_ICON_NAMES = [
  'home',
  'info',
  'users',
  'graduation-cap',
  'newspaper',
  'file-text',
  'mail',
] as const;

export const NavItemSchema = NavLinkSchema.extend({
  icon: z
    .enum(NAV_ICON_NAMES, {
      error: (issue) => `must be one of ${NAV_ICON_NAMES.join(', ')} (got ${String(issue.input)})`,
    })
    .optional()
    .describe('The icon beside the entry in the mobile menu'),
  submenu: z
    .array(NavLinkSchema)
    .optional()
    .describe(
      'The sub-pages shown when the entry opens, in order, each a `name`, a `path` and an optional `description`',
    ),
});

export const NavigationSchema = z.strictObject({
  items: z
    .array(NavItemSchema)
    .min(1, { error: 'must list at least one menu item' })
    .describe('The header menu entries, in order'),
});

export type NavLink = z.infer<typeof NavLinkSchema>;
export type NavItem = z.infer<typeof NavItemSchema>;
export type Navigation = z.infer<typeof NavigationSchema>;
