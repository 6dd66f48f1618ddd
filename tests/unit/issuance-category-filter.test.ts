import { describe, expect, it } from 'vitest';
import { categoryFromSearch, searchWithCategory } from '../../src/components/issuances/category-filter';
import { issuanceAnchor } from '../../src/lib/issuance-anchor';

describe('categoryFromSearch', () => {
  const ids = ['republic-act', 'presidential-decree', 'dbm-circulars'];
  it('finds the type named in the address', () => {
    expect(categoryFromSearch('?category=dbm-circulars', ids)).toBe('dbm-circulars');
  });
  it('means all types when none or an unknown one is named', () => {
    expect(categoryFromSearch('', ids)).toBeNull();
    expect(categoryFromSearch('?category=nope', ids)).toBeNull();
  });
});

describe('searchWithCategory', () => {
  it('sets the type and keeps other parameters', () => {
    expect(searchWithCategory('', 'republic-act')).toBe('?category=republic-act');
    expect(searchWithCategory('?utm=x&category=a', 'b')).toBe('?utm=x&category=b');
  });
  it('removes the type for all types', () => {
    expect(searchWithCategory('?category=a', null)).toBe('');
    expect(searchWithCategory('?utm=x&category=a', null)).toBe('?utm=x');
  });
});

describe('issuanceAnchor', () => {
  it('makes an address from the number', () => {
    expect(issuanceAnchor('Memorandum Circular No. 89, s. 2005')).toBe('memorandum-circular-no-89-s-2005');
    expect(issuanceAnchor('DBM Circular Letter No. 2008-8')).toBe('dbm-circular-letter-no-2008-8');
  });
});
