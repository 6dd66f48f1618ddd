import { describe, expect, it } from 'vitest';
import { cn } from '../../src/lib/cn';

describe('cn', () => {
  it('drops empty and false values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
    expect(cn('a', { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets the later class win a conflict, whatever the stylesheet order', () => {
    expect(cn('px-1.5 py-2', 'px-1')).toBe('py-2 px-1');
    expect(cn('text-slate-800 hover:text-brand-800', 'text-brand-800')).toBe(
      'hover:text-brand-800 text-brand-800',
    );
    expect(cn('xl:px-2', 'xl:px-1')).toBe('xl:px-1');
  });

  it("treats the theme's brand and gold colours as colours", () => {
    expect(cn('bg-gold-400 text-brand-900', 'bg-brand-800 text-white')).toBe('bg-brand-800 text-white');
    expect(cn('border-brand-700', 'border-gold-500')).toBe('border-gold-500');
    expect(cn('after:bg-slate-300', 'after:bg-gold-500')).toBe('after:bg-gold-500');
    expect(cn('outline-gold-500', 'outline-brand-900')).toBe('outline-brand-900');
  });

  it('keeps classes that only look alike', () => {
    // Size and colour of the same property family are different utilities.
    expect(cn('text-sm', 'text-brand-800')).toBe('text-sm text-brand-800');
    expect(cn('text-[0.8125rem]', 'text-brand-800')).toBe('text-[0.8125rem] text-brand-800');
    expect(cn('shadow-[inset_3px_0_0]', 'shadow-gold-500')).toBe('shadow-[inset_3px_0_0] shadow-gold-500');
    expect(cn('font-sans', 'font-semibold')).toBe('font-sans font-semibold');
    expect(cn('decoration-gold-500', 'decoration-4')).toBe('decoration-gold-500 decoration-4');
    // A side refines the axis set before it; both stay.
    expect(cn('px-1.5', 'pr-1')).toBe('px-1.5 pr-1');
    // Variants are separate: the xl padding does not replace the base one.
    expect(cn('px-1.5', 'xl:px-1')).toBe('px-1.5 xl:px-1');
  });
});
