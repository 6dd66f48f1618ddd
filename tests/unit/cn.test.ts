import { describe, expect, it } from 'vitest';
import { cn } from '../../src/lib/cn';
import { classConflictReport, overriddenClasses } from '../support/class-conflicts';

describe('cn', () => {
  it('drops empty and false values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cn('a', { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('keeps every class as written: conflicts are not resolved at run time', () => {
    expect(cn('px-1.5 py-2', 'px-1')).toBe('px-1.5 py-2 px-1');
  });
});

describe('overriddenClasses', () => {
  it('names the earlier of two utilities that set the same property under the same variants', () => {
    expect(overriddenClasses('px-1.5 py-2 px-1')).toEqual(['px-1.5']);
    expect(overriddenClasses('text-slate-800 hover:text-brand-800 text-brand-800')).toEqual([
      'text-slate-800',
    ]);
    expect(overriddenClasses('xl:px-2 xl:px-1')).toEqual(['xl:px-2']);
    expect(overriddenClasses('size-32 text-4xl size-14 text-lg')).toEqual(['size-32', 'text-4xl']);
  });

  it("treats the theme's brand and gold colours as colours", () => {
    expect(overriddenClasses('bg-gold-400 bg-brand-800')).toEqual(['bg-gold-400']);
    expect(overriddenClasses('after:bg-slate-300 after:bg-gold-500')).toEqual(['after:bg-slate-300']);
    expect(overriddenClasses('outline-gold-500 outline-brand-900')).toEqual(['outline-gold-500']);
  });

  it('keeps classes that only look alike', () => {
    // Size and colour of the same property family are different utilities.
    expect(overriddenClasses('text-sm text-brand-800')).toEqual([]);
    expect(overriddenClasses('text-[0.8125rem] text-brand-800')).toEqual([]);
    expect(overriddenClasses('shadow-[inset_3px_0_0] shadow-gold-500')).toEqual([]);
    expect(overriddenClasses('font-sans font-semibold')).toEqual([]);
    expect(overriddenClasses('decoration-gold-500 decoration-4')).toEqual([]);
    // A side refines the axis before it; variants are separate.
    expect(overriddenClasses('px-1.5 pr-1')).toEqual([]);
    expect(overriddenClasses('px-1.5 xl:px-1')).toEqual([]);
    expect(overriddenClasses('pl-1.5 pr-1 xl:pl-2')).toEqual([]);
  });

  it('reports each conflicting class list once', () => {
    expect(classConflictReport(['px-1 px-2', 'px-1 px-2', 'p-4'])).toEqual([
      'px-1 overridden in "px-1 px-2"',
    ]);
  });
});
