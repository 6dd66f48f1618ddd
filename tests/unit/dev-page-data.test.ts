/** The development server's page data files are named as the build names them (dev version). */
import { describe, expect, it } from 'vitest';
import { pageOfDataFile } from '../../scripts/dev/page-data';
import { DEV_DATA_VERSION, staticDataFile } from '../../src/runtime/static-data-loaders';

describe('pageOfDataFile', () => {
  it('reads back the page of every file name the browser asks for', () => {
    for (const page of ['/', '/news', '/news/a-story', '/about/board-directors', '/404']) {
      expect(pageOfDataFile(staticDataFile(page, DEV_DATA_VERSION))).toBe(page);
    }
  });

  it('leaves other files to the development server', () => {
    expect(pageOfDataFile('static-loader-data/news.k3j9x0.json')).toBeUndefined();
    expect(pageOfDataFile('assets/news.dev.json')).toBeUndefined();
  });
});
