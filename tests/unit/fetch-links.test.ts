/**
 * `content:report --fetch` never reaches an address inside a private or local network, written in
 * any form, before or after a redirect, and no address or run can hold it. The servers here listen
 * on 127.0.0.1: the tests never reach the internet.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { plainText } from '../../scripts/report/content-health';
import { containedChecker, fetchLink, isNotPublic } from '../../scripts/report/fetch-links';

const servers: Server[] = [];
let hits: string[] = [];

/** A server on 127.0.0.1 answering with `answer` (status and Location), or never when it is undefined. */
async function serve(answer?: (path: string) => { status: number; location?: string }): Promise<string> {
  const server = createServer((request, response) => {
    hits.push(request.url!);
    if (!answer) return; // silent: never answers
    const { status, location } = answer(request.url!);
    response.writeHead(status, location ? { location } : {});
    response.end();
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
  hits = [];
});

/** Allows the test server's own address only, as if it were a public site. */
const onlyTheTestServer = (address: string) => address !== '127.0.0.1' && isNotPublic(address);
const errorOf = (result: unknown) => plainText((result as { error: string }).error);

describe('fetching the links content names', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['not an address', true],
    ['216.58.214.206', false],
    ['2606:4700:4700::1111', false],
  ])('%s is refused: %s', (address, refused) => {
    expect(isNotPublic(address)).toBe(refused);
  });

  it.each([
    'http://127.0.0.1/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'https://localhost/',
    'ftp://example.org/',
  ])('refuses %s before connecting', async (url) => {
    const result = await fetchLink(url);
    expect(errorOf(result)).toMatch(/^leads to .*(a private or local network|not a web page)/);
  });

  it('reads 3627734734 as the public address 216.58.214.206, not as a private one', () => {
    expect(new URL('http://3627734734/x').hostname).toBe('216.58.214.206');
    expect(isNotPublic('216.58.214.206')).toBe(false);
  });

  it('refuses a local server, and a redirect to 127.0.0.1, without requesting it', async () => {
    const target = await serve(() => ({ status: 200 }));
    const origin = await serve(() => ({ status: 302, location: `${target}/secret` }));
    expect(errorOf(await fetchLink(`${origin}/`))).toBe(
      'leads to 127.0.0.1, an address inside a private or local network, which is not fetched',
    );
    expect(hits).toEqual([]);
    // With the first server counted as public, the redirect to another local address is refused.
    const redirecting = await serve(() => ({ status: 301, location: 'http://0x7f000002:80/admin' }));
    expect(errorOf(await fetchLink(`${redirecting}/`, { refuse: onlyTheTestServer }))).toBe(
      'leads to 127.0.0.2, an address inside a private or local network, which is not fetched',
    );
    expect(hits).toEqual(['/']);
  });

  it('follows redirects that stay public, at most five', async () => {
    const origin = await serve((path) =>
      path === '/end' ? { status: 404 } : { status: 302, location: path === '/' ? '/a' : '/end' },
    );
    expect(await fetchLink(`${origin}/`, { refuse: onlyTheTestServer })).toEqual({ status: 404 });
    const loop = await serve(() => ({ status: 302, location: '/again' }));
    expect(errorOf(await fetchLink(`${loop}/`, { refuse: onlyTheTestServer }))).toBe(
      'redirects more than 5 times',
    );
  });

  it('gives up on a silent server at the time limit, and skips what is over the caps', async () => {
    const silent = await serve();
    expect(await fetchLink(`${silent}/`, { refuse: onlyTheTestServer, urlTimeLimitMs: 300 })).toEqual({
      error: 'could not be reached (no answer in 0 s)',
    });
    const check = containedChecker({ refuse: onlyTheTestServer, maxUrls: 1, urlTimeLimitMs: 300 });
    await check(`${silent}/1`);
    expect(await check(`${silent}/2`)).toEqual({ skipped: 'only 1 addresses are fetched per run' });
    const late = containedChecker({ refuse: onlyTheTestServer, runTimeLimitMs: 0 });
    expect(await late(`${silent}/3`)).toEqual({ skipped: 'the run ran out of time' });
  });
});
