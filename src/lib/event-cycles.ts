/**
 * The cycles of a yearly event (content/events/*.yaml): the latest is the page's current one,
 * the others its archive, newest first. Whether the current one is still open is decided on the
 * page against the visitor's Manila date (useToday), so a cycle whose dates pass after the build
 * is shown as past once the page hydrates.
 */
export interface Cycles<T> {
  /** The cycle with the latest date. */
  current: T;
  /** The other cycles, newest first. */
  earlier: T[];
}

export function splitCycles<T>(cycles: readonly T[], dayOf: (cycle: T) => string): Cycles<T> {
  const [current, ...earlier] = [...cycles].sort((a, b) => dayOf(b).localeCompare(dayOf(a)));
  if (current === undefined) throw new Error('an event needs at least one cycle');
  return { current, earlier };
}
