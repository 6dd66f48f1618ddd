/**
 * "TRAINING & DEVELOPMENT" -> "Training & development": a menu name written in capitals, as the
 * header sets it, read in sentence case where it is running text (the footer). A name with
 * lower-case letters is the editor's own spelling and is kept; so are the acronyms given.
 */
export function sentenceCase(name: string, acronyms: readonly string[] = []): string {
  if (/\p{Ll}/u.test(name)) return name;
  const kept = new Set(acronyms.map((acronym) => acronym.toUpperCase()));
  return name
    .split(/(\s+)/)
    .map((word, i) => {
      if (kept.has(word)) return word;
      const lower = word.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join('');
}
