/** "Did you mean ...?": the known name closest to a misspelt one, when it is close enough. */

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbouring
 * letters ("titel" is one edit from "title"), the typing mistakes editors make.
 */
export function distance(a: string, b: string): number {
  // Three rows are kept (the swap looks two rows back), never the whole table.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** Names longer than this get no suggestion: no editor mistypes a 200-character name. */
export const MAX_SUGGESTED_LENGTH = 200;

/**
 * The candidate nearest to `name` (case-insensitive), or undefined when none is near: at most
 * one edit for short names, two for names of six or more letters, three from twelve. Names
 * longer than MAX_SUGGESTED_LENGTH get none, so the work stays small whatever the input.
 */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  if (name.length > MAX_SUGGESTED_LENGTH) return undefined;
  const wanted = name.toLowerCase();
  const allowed = wanted.length >= 12 ? 3 : wanted.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    // Each edit changes the length by one at most: a candidate further off cannot be near.
    if (Math.abs(candidate.length - wanted.length) > allowed) continue;
    const d = distance(wanted, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** ` did you mean "phoneLink"?` when a near candidate exists, otherwise an empty string. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const match = nearest(name, candidates);
  return match === undefined ? '' : ` did you mean "${match}"?`;
}
