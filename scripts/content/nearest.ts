/** "Did you mean ...?": the known name closest to a misspelt one, when it is close enough. */

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of two neighbouring
 * letters ("titel" is one edit from "title"), the typing mistakes editors make.
 */
export function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The candidate nearest to `name` (case-insensitive), or undefined when none is near: at most
 * one edit for short names, two for names of six or more letters, three from twelve.
 */
export function nearest(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const allowed = wanted.length >= 12 ? 3 : wanted.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
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
