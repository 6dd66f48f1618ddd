/**
 * A text cut into plain parts and the parts a phone should be able to tap: e-mail addresses
 * (mailto:) and Philippine landline numbers written as "(02) 8921 4057" (tel: with the country
 * code, +63289214057).
 */
export interface TextPart {
  text: string;
  href?: string;
}

const EMAIL = String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}`;
const LANDLINE = String.raw`\(0(\d{1,2})\) ?(\d{3,4})[ -]?(\d{4})`;
const TAPPABLE = new RegExp(`(${EMAIL})|${LANDLINE}`, 'g');

export function linkedParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TAPPABLE)) {
    const at = match.index;
    if (at > last) parts.push({ text: text.slice(last, at) });
    const [whole, email, area, first, second] = match;
    parts.push({ text: whole, href: email ? `mailto:${email}` : `tel:+63${area}${first}${second}` });
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
