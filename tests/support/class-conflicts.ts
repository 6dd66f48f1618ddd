/**
 * Tailwind class conflicts: two utilities in one class list that set the same property under the
 * same variants (`px-1.5 px-1`, `text-slate-800 text-brand-800`). Which one applies then depends on
 * the order of the rules in the stylesheet, not on the order the component wrote them, so the
 * site writes class lists without conflicts and the tests check the pages for them. tailwind-merge
 * knows Tailwind's class groups; it is used here, in the tests only, so visitors never download it.
 * Why: docs/decisions/014-design-system.md.
 */
import { twMerge } from 'tailwind-merge';

/** The classes of `classList` that a later class in it overrides; empty when there is no conflict. */
export function overriddenClasses(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}

/** One line per class list with a conflict: the overridden classes and the whole list. */
export function classConflictReport(classLists: Iterable<string>): string[] {
  const report: string[] = [];
  for (const classList of new Set(classLists)) {
    const overridden = overriddenClasses(classList);
    if (overridden.length > 0) report.push(`${overridden.join(' ')} overridden in "${classList}"`);
  }
  return report;
}
