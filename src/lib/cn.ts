import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays, objects) and resolves Tailwind conflicts in
 * favour of the later class, so a component's `className` override wins whatever order the
 * utilities have in the stylesheet. The theme's own colours (brand-*, gold-*) need no extra
 * configuration: tailwind-merge accepts any colour name after a colour prefix.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
