import { describe, expect, it } from 'vitest';
import { isNotReady, readyLinks, readyNavigation } from '../../src/lib/not-ready';

const notReady = ['/membership/resources', '/training/mobile'];

describe('pages not ready yet', () => {
  it('knows a not-ready address with or without a trailing slash', () => {
    expect(isNotReady('/membership/resources', notReady)).toBe(true);
    expect(isNotReady('/membership/resources/', notReady)).toBe(true);
    expect(isNotReady('/membership', notReady)).toBe(false);
  });

  it('keeps the ready links in their order', () => {
    const links = [{ path: '/terms' }, { path: '/training/mobile' }, { path: '/privacy' }];
    expect(readyLinks(links, notReady)).toEqual([{ path: '/terms' }, { path: '/privacy' }]);
  });

  it('drops not-ready pages from the sections and the top level of the menu', () => {
    const navigation = {
      items: [
        { path: '/' },
        {
          path: '/membership',
          submenu: [{ path: '/membership/why-join' }, { path: '/membership/resources' }],
        },
        { path: '/training/mobile' },
      ],
    };
    expect(readyNavigation(navigation, notReady)).toEqual({
      items: [{ path: '/' }, { path: '/membership', submenu: [{ path: '/membership/why-join' }] }],
    });
  });
});
