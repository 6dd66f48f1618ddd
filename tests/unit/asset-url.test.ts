import { describe, expect, it } from 'vitest';
import { assetUrl } from '../../src/lib/asset-url';

describe('assetUrl', () => {
  it('keeps root paths at the site root', () => {
    expect(assetUrl('/documents/agia-by-laws.pdf', '/')).toBe('/documents/agia-by-laws.pdf');
  });

  it('prefixes the base path when the site is served under one', () => {
    expect(assetUrl('/documents/agia-by-laws.pdf', '/agia/')).toBe('/agia/documents/agia-by-laws.pdf');
    expect(assetUrl('/images/people/avatar.svg', '/agia')).toBe('/agia/images/people/avatar.svg');
  });
});
