import { describe, expect, it } from 'vitest';
import { sentenceCase } from '../../src/lib/sentence-case';

describe('sentenceCase', () => {
  it('writes a name set in capitals in sentence case, keeping the acronyms given', () => {
    expect(sentenceCase('TRAINING & DEVELOPMENT')).toBe('Training & development');
    expect(sentenceCase('CONTACT US')).toBe('Contact us');
    expect(sentenceCase('ABOUT AGIA', ['AGIA'])).toBe('About AGIA');
  });

  it('keeps a name the editor wrote with lower-case letters as it is', () => {
    expect(sentenceCase('Members’ Resources')).toBe('Members’ Resources');
  });
});
