import { describe, expect, it } from 'vitest';
import {
  categoryIndexFromSearch,
  nextTabIndex,
  searchWithCategory,
} from '../../src/components/issuances/tab-keys';

describe('nextTabIndex', () => {
  it('moves with the arrow keys and wraps at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 6)).toBe(1);
    expect(nextTabIndex('ArrowRight', 5, 6)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 6)).toBe(5);
    expect(nextTabIndex('ArrowLeft', 3, 6)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(nextTabIndex('Home', 4, 6)).toBe(0);
    expect(nextTabIndex('End', 1, 6)).toBe(5);
  });

  it('ignores other keys and empty tab lists', () => {
    expect(nextTabIndex('Enter', 1, 6)).toBeNull();
    expect(nextTabIndex('ArrowDown', 1, 6)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('categoryIndexFromSearch', () => {
  const ids = ['republic-act', 'presidential-decree', 'dbm-circulars'];
  it('finds the category named in the address', () => {
    expect(categoryIndexFromSearch('?category=dbm-circulars', ids)).toBe(2);
  });
  it('falls back to the first category when none or an unknown one is named', () => {
    expect(categoryIndexFromSearch('', ids)).toBe(0);
    expect(categoryIndexFromSearch('?category=nope', ids)).toBe(0);
  });
});

describe('searchWithCategory', () => {
  it('sets the category and keeps other parameters', () => {
    expect(searchWithCategory('', 'republic-act')).toBe('?category=republic-act');
    expect(searchWithCategory('?utm=x&category=a', 'b')).toBe('?utm=x&category=b');
  });
});
