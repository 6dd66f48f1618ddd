/**
 * Photos as phones and downloads name them: the content check (the pull request's required check)
 * refuses a name a web address cannot hold, with the exact rename, and a HEIC photo with the ways
 * to get a JPEG; the build names the copies of any photo in safe characters, so a name can never
 * fail the build after a green check. Runs on a copy of the fixture site.
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runContentBuild } from '../../scripts/build-content';
import { imageOutputs, OUTPUT_NAME, processImages } from '../../scripts/content/images';
import { isSafePath, safeName, safePath } from '../../src/lib/file-names';
import { uploadName } from '../../scripts/admin/upload-checks';

const SITE = path.resolve(import.meta.dirname, '../fixtures/site');
const PHOTO = path.join(SITE, 'public/images/news/seminar-cebu-1.jpg');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'agia-photo-names-'));
  cpSync(SITE, root, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const addPhoto = (name: string) => {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  copyFileSync(PHOTO, path.join(root, name));
};

async function checkLines(): Promise<string[]> {
  const report = await runContentBuild(root, { write: false, today: '2026-11-22' });
  return (report ?? '').split('\n').filter((line) => line.startsWith('public/'));
}

describe('safe names', () => {
  it.each([
    ['Group Photo 1.JPG', 'group-photo-1.jpg'],
    ['forum(1).jpg', 'forum-1.jpg'],
    ['Seminar sa Parañaque, 2026.jpeg', 'seminar-sa-paranaque-2026.jpeg'],
    ['  .png', 'file.png'],
  ])('%s becomes %s', (name, safe) => expect(safeName(name)).toBe(safe));

  it('renames only the parts of a path that need it; phone names like IMG_0412.JPG are kept', () => {
    expect(safePath('public/images/News Photos/IMG_0412.JPG')).toBe('public/images/news-photos/IMG_0412.JPG');
    expect(isSafePath('public/images/news/IMG_0412.JPG')).toBe(true);
    expect(isSafePath('public/images/news/forum(1).jpg')).toBe(false);
  });
});

describe('the content check on photo names', () => {
  it('refuses a name with spaces or brackets, saying the exact rename', async () => {
    addPhoto('public/images/Group Photo 1.JPG');
    addPhoto('public/images/news/forum(1).jpg');
    expect(await checkLines()).toEqual([
      'public/images/Group Photo 1.JPG has a name a web address cannot hold as it is (spaces, brackets and signs other than - _ . are not allowed): rename public/images/Group Photo 1.JPG to public/images/group-photo-1.jpg and write its path as /images/group-photo-1.jpg. On github.com: rename the file on your computer to group-photo-1.jpg, upload it again and delete this one',
      'public/images/news/forum(1).jpg has a name a web address cannot hold as it is (spaces, brackets and signs other than - _ . are not allowed): rename public/images/news/forum(1).jpg to public/images/news/forum-1.jpg and write its path as /images/news/forum-1.jpg. On github.com: rename the file on your computer to forum-1.jpg, upload it again and delete this one',
    ]);
  });

  it('names a folder that needs renaming too', async () => {
    addPhoto('public/images/News Photos/IMG_0412.JPG');
    expect(await checkLines()).toEqual([
      expect.stringContaining(
        'rename public/images/News Photos/IMG_0412.JPG to public/images/news-photos/IMG_0412.JPG and write its path as /images/news-photos/IMG_0412.JPG',
      ),
    ]);
  });

  it('gives the two ways to get a JPEG for an iPhone HEIC photo', async () => {
    addPhoto('public/images/news/IMG_0412.HEIC');
    expect(await checkLines()).toEqual([
      "public/images/news/IMG_0412.HEIC is an iPhone photo in HEIC format, which web browsers cannot show: upload it as a JPEG named img-0412.jpg instead, delete this file, and write the photo's path as /images/news/img-0412.jpg where it is used. To get a JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible makes every new photo a JPEG; for a photo already taken, e-mail it to yourself from the Photos app (Mail sends it as a JPEG), or on a Mac open it in Photos and choose File > Export > Export 1 Photo with Photo Kind: JPEG",
    ]);
  });

  it('gives one rename, fixing the name and the type, for a PNG uploaded as Group Photo 1.JPG', async () => {
    mkdirSync(path.join(root, 'public/images/news'), { recursive: true });
    copyFileSync(
      path.join(SITE, 'public/apple-touch-icon.png'),
      path.join(root, 'public/images/news/Group Photo 1.JPG'),
    );
    expect(await checkLines()).toEqual([
      'public/images/news/Group Photo 1.JPG is really a PNG file, though its name ends in .JPG, and a web address cannot hold its name as it is (spaces, brackets and signs other than - _ . are not allowed): rename public/images/news/Group Photo 1.JPG to public/images/news/group-photo-1.png and write its path as /images/news/group-photo-1.png. On github.com: rename the file on your computer to group-photo-1.png, upload it again and delete this one',
    ]);
  });

  it('names the JPEG of a HEIC photo as the web editor would save it, lower case', async () => {
    addPhoto('public/images/news/IMG_0001.HEIC');
    const [line] = await checkLines();
    expect(line).toContain('upload it as a JPEG named img-0001.jpg instead');
    expect(line).toContain("write the photo's path as /images/news/img-0001.jpg");
    expect(uploadName('IMG_0001.jpg')).toBe('img-0001.jpg');
  });

  it('says how to make a photo over the size limit smaller, in the programs an office computer has', async () => {
    // A phone's 25 MB photo: only the size is read before the refusal, so its pixels do not matter.
    const photo = Buffer.alloc(25 * 1024 * 1024);
    readFileSync(PHOTO).copy(photo);
    writeFileSync(path.join(root, 'public/images/news/forum-wide.jpg'), photo);
    expect(await checkLines()).toEqual([
      'public/images/news/forum-wide.jpg is too large: 25.0 MB (an image may be at most 20.0 MB); make it 2,400 pixels wide (the site shows photos at most 1,440 pixels wide) and upload it again under the same name, which replaces this one. On Windows: open it in Photos, then ... > Resize image; on a Mac: open it in Preview, then Tools > Adjust Size',
    ]);
  });
});

describe('the copies the build makes', () => {
  it('are named in safe characters whatever the photo is called, so the build can publish them', async () => {
    addPhoto('public/images/news/Group Photo 1.JPG');
    addPhoto('public/images/news/forum(1),final.jpg');
    const images = await processImages(
      path.join(root, 'public'),
      ['/images/news/Group Photo 1.JPG', '/images/news/forum(1),final.jpg'],
      path.join(root, 'cache'),
    );
    const names = imageOutputs(images);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(OUTPUT_NAME);
    expect(names.some((name) => name.startsWith('group-photo-1-'))).toBe(true);
    expect(names.some((name) => name.startsWith('forum-1-final-'))).toBe(true);
  });
});

describe('a photo cut short', () => {
  it('passes the header check but not the resizing: the check names the file, it never crashes', async () => {
    // The first 3,000 bytes of a JPEG: its header (size, type) reads, its pixels do not.
    writeFileSync(path.join(root, 'public/images/news/cut-short.jpg'), readFileSync(PHOTO).subarray(0, 3000));
    const report = await runContentBuild(root, {
      write: false,
      today: '2026-11-22',
      imageCache: path.join(root, 'cache'),
    });
    expect((report ?? '').split('\n').filter((line) => line.startsWith('public/'))).toEqual([
      "public/images/news/cut-short.jpg cannot be made into the site's smaller copies (premature end of JPEG image): the file is damaged or incomplete; export or download it again and upload it in place of this one",
    ]);
  });
});
