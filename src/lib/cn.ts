import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays, objects). It does not resolve Tailwind
 * conflicts: a class list must not hold two utilities that set the same property under the same
 * variants (the stylesheet's order would decide, not the component). Variants are written as
 * alternatives instead (`active ? 'text-brand-800' : 'text-slate-800'`), and the tests check every
 * built page and the hydrated pages for conflicts (tests/support/class-conflicts.ts).
 * Why: docs/decisions/014-design-system.md.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
