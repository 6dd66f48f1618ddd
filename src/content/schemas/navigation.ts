/** content/navigation.yaml: the header menu, in the order it is shown. */
import { z } from 'zod';
import { MAX_LENGTH, shortText, text } from './fields';

const internalPath = () =>
  z.string().max(MAX_LENGTH.path).regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, {
    error: (issue) => `must be a path on this site such as /about/bylaws (got ${String(issue.input)})`,
  });

export const NavLinkSchema = z.strictObject({
  /** Label shown in the menu. */
  name: shortText(),
  /** Path on this site, starting with /. */
  path: internalPath(),
  /** Optional short description shown under the label in dropdowns. */
  description: text().optional(),
});

/** Icons drawn for the menu (src/components/layout/icon.tsx); listed in content/README.md. */
export const NAV_ICON_NAMES = ['home', 'info', 'users', 'graduation-cap', 'newspaper', 'file-text', 'mail'] as const;

export const NavItemSchema = NavLinkSchema.extend({
  /** Optional icon shown beside the label in the mobile menu: one of NAV_ICON_NAMES. */
  icon: z
    .enum(NAV_ICON_NAMES, {
      error: (issue) =>
        `must be one of ${NAV_ICON_NAMES.join(', ')} (got ${String(issue.input)})`,
    })
    .optional(),
  /** Optional sub-pages shown in the dropdown. */
  submenu: z.array(NavLinkSchema).optional(),
});

export const NavigationSchema = z.strictObject({
  /** Top-level menu items. */
  items: z.array(NavItemSchema).min(1, { error: 'must list at least one menu item' }),
});

export type NavLink = z.infer<typeof NavLinkSchema>;
export type NavItem = z.infer<typeof NavItemSchema>;
export type Navigation = z.infer<typeof NavigationSchema>;
