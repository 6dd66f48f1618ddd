import { describe, expect, it } from 'vitest';
import { addressLines, cityLine } from '../../src/lib/postal-address';

const address = {
  lines: ['Unit 3, Sample Building', '12 Example Street, Barangay Pinyahan'],
  city: 'Quezon City',
  region: 'Metro Manila',
  postalCode: '1101',
  country: 'Philippines',
};

describe('the office address', () => {
  it('writes the city line as the footer does: city, region and postal code', () => {
    expect(cityLine(address)).toBe('Quezon City, Metro Manila 1101');
  });

  it('lists the street lines, the city line and the country, in that order', () => {
    expect(addressLines(address)).toEqual([
      'Unit 3, Sample Building',
      '12 Example Street, Barangay Pinyahan',
      'Quezon City, Metro Manila 1101',
      'Philippines',
    ]);
  });
});
