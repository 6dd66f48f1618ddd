import { describe, expect, it } from 'vitest';
import { credentials } from '../../src/components/home/credentials-line';

describe('the credentials line of the home page', () => {
  it('names the founding year, then the PRC CPD provider and SEC numbers from site.yaml', () => {
    expect(
      credentials({
        foundingYear: 1959,
        accreditation: { prcCpdProvider: '1023', secRegistration: 'CN200512345' },
      }),
    ).toEqual(['Established 1959', 'PRC CPD Provider No. 1023', 'SEC Registration No. CN200512345']);
  });

  it('says nothing of a number site.yaml leaves out', () => {
    expect(credentials({ foundingYear: 1959 })).toEqual(['Established 1959']);
    expect(credentials({ foundingYear: 1959, accreditation: { secRegistration: 'CN200512345' } })).toEqual([
      'Established 1959',
      'SEC Registration No. CN200512345',
    ]);
  });
});
