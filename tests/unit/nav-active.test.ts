import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isCurrentPage,
  isSectionActive,
  normalizePath,
  usesTwoColumns,
} from '../../src/lib/nav';

describe('isActivePath', () => {
  it('is active on the exact path', () => {
    expect(isActivePath('/training', '/training')).toBe(true);
  });

  it('is active on a page below the path', () => {
    expect(isActivePath('/training/calendar', '/training')).toBe(true);
    expect(isActivePath('/news/arta-champion-2026', '/news')).toBe(true);
  });

  it('is not active on a path that only shares a prefix', () => {
    expect(isActivePath('/newsletter', '/news')).toBe(false);
    expect(isActivePath('/trainings', '/training')).toBe(false);
  });

  it('is not active on a parent or sibling path', () => {
    expect(isActivePath('/training', '/training/calendar')).toBe(false);
    expect(isActivePath('/about/bylaws', '/about/secretariat')).toBe(false);
  });

  it('makes home active on the home page only', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/about', '/')).toBe(false);
  });

  it('never matches a key that is not a site path', () => {
    expect(isActivePath('/', '#contact')).toBe(false);
    expect(isActivePath('/contact', '#contact')).toBe(false);
    expect(isActivePath('/', '')).toBe(false);
  });

  it('ignores a trailing slash, query and fragment', () => {
    expect(isActivePath('/training/', '/training')).toBe(true);
    expect(isActivePath('/training/calendar/?month=2026-12', '/training')).toBe(true);
    expect(isActivePath('/about#mandate', '/about')).toBe(true);
  });
});

describe('isCurrentPage', () => {
  it('matches the exact page only', () => {
    expect(isCurrentPage('/about/bylaws', '/about/bylaws')).toBe(true);
    expect(isCurrentPage('/about/bylaws/', '/about/bylaws')).toBe(true);
    expect(isCurrentPage('/about/bylaws', '/about')).toBe(false);
  });
});

describe('isSectionActive', () => {
  const about = { path: '/about', submenu: [{ path: '/about/bylaws' }] };
  // The Election page sits in the About Us menu though its address is not under /about.
  const aboutWithElection = { path: '/about', submenu: [{ path: '/about/bylaws' }, { path: '/election' }] };

  it('is active when a sub-page is shown, wherever its address is', () => {
    expect(isSectionActive('/about/bylaws', about)).toBe(true);
    expect(isSectionActive('/election', aboutWithElection)).toBe(true);
  });

  it('is not active elsewhere', () => {
    expect(isSectionActive('/membership', about)).toBe(false);
    expect(isSectionActive('/terms', aboutWithElection)).toBe(false);
  });

  it('leaves a top-level entry without sub-pages active on its own page only', () => {
    const contact = { path: '/contact' };
    expect(isSectionActive('/contact', contact)).toBe(true);
    expect(isSectionActive('/', contact)).toBe(false);
    expect(isSectionActive('/', { path: '/' })).toBe(true);
  });

  it('marks exactly one top-level entry on each page of a menu', () => {
    const menu = [
      { path: '/' },
      { path: '/about', submenu: [{ path: '/about/bylaws' }, { path: '/election' }] },
      { path: '/news' },
      { path: '/contact' },
    ];
    for (const page of [
      '/',
      '/about',
      '/about/bylaws',
      '/election',
      '/news',
      '/news/an-article',
      '/contact',
    ]) {
      expect(
        menu.filter((item) => isSectionActive(page, item)),
        page,
      ).toHaveLength(1);
    }
    expect(menu.filter((item) => isSectionActive('/terms', item))).toHaveLength(0);
  });
});

describe('normalizePath', () => {
  it('keeps the root and strips trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/about///')).toBe('/about');
    expect(normalizePath('')).toBe('/');
  });
});

describe('usesTwoColumns', () => {
  it('uses two columns for more than five entries only', () => {
    expect(usesTwoColumns([1, 2, 3, 4, 5])).toBe(false);
    expect(usesTwoColumns([1, 2, 3, 4, 5, 6])).toBe(true);
  });
});
