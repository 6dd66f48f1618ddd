/**
 * The #part of an address as React Router can take it. A #part that is not valid
 * percent-encoding names no element (the page opens at its top), and React Router's scroll
 * restoration would throw decoding it, so it is left out.
 *
 * The decoded text is used, not only tried: a minifier treats an unused decodeURIComponent()
 * as free of effects and drops it, and the try would then never catch.
 */
export function decodableHash(hash: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return '';
  }
  return decoded ? hash : '';
}
