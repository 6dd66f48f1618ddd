import { describe, expect, it } from 'vitest';
import { linkedParts } from '../../src/lib/linked-parts';

describe('linkedParts', () => {
  it('makes e-mail addresses and landline numbers tappable, and leaves the rest as text', () => {
    expect(linkedParts('Training Secretariat, info@agia.org.ph, (02) 8921 4057.')).toEqual([
      { text: 'Training Secretariat, ' },
      { text: 'info@agia.org.ph', href: 'mailto:info@agia.org.ph' },
      { text: ', ' },
      { text: '(02) 8921 4057', href: 'tel:+63289214057' },
      { text: '.' },
    ]);
  });

  it('reads a provincial number and a text with nothing to link', () => {
    expect(linkedParts('Call (032) 255-1234')).toEqual([
      { text: 'Call ' },
      { text: '(032) 255-1234', href: 'tel:+63322551234' },
    ]);
    expect(linkedParts('Pay at the venue.')).toEqual([{ text: 'Pay at the venue.' }]);
  });
});
