/**
 * The page head as the prerenderer leaves it starts with the page's own tags (title, meta,
 * JSON-LD) and only then the template's <meta charset>. Browsers and validators want the
 * character set declared within the first 1024 bytes, so it moves to the top of <head>.
 */
const CHARSET = /\s*<meta charset="[^"]*"\s*\/?>/i;

export function charsetFirst(html: string): string {
  const match = CHARSET.exec(html);
  if (!match) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.replace(/<head>/i, `<head>${match[0].trim()}`);
}
