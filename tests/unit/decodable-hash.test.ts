import { describe, expect, it } from 'vitest';
import { decodableHash } from '../../src/lib/decodable-hash';

describe('decodableHash', () => {
  it('keeps a #part that is valid percent-encoding', () => {
    expect(decodableHash('#section-2')).toBe('#section-2');
    expect(decodableHash('#pa%C3%B1a')).toBe('#pa%C3%B1a');
  });

  it('leaves out a #part that is not valid percent-encoding', () => {
    expect(decodableHash('#%E0%A4%A')).toBe('');
    expect(decodableHash('#100%')).toBe('');
  });

  it('keeps an address without a #part as it is', () => {
    expect(decodableHash('')).toBe('');
  });
});
