/**
 * How `content:report --fetch` reaches the addresses content names, contained: only http(s), only
 * public addresses (never private, loopback, link-local, unspecified or reserved ones, in IPv4 or
 * IPv6, however the address is written: 0x7f000001 and 2130706433 are 127.0.0.1), checked on
 * every address a name resolves to, at the moment of connecting, and again on every redirect
 * (followed here, one hop at a time, at most MAX_REDIRECTS); each address under a time limit, the
 * whole run under another, and at most MAX_URLS addresses per run. A content file cannot make
 * the nightly job probe the network it runs in, nor hold it.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { LinkResult } from './content-health';
import { fromContent } from './content-health';

export const MAX_URLS = 200;
export const MAX_REDIRECTS = 5;
export const URL_TIME_LIMIT_MS = 20_000;
export const RUN_TIME_LIMIT_MS = 120_000;

// Two lists: a BlockList checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d).
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64 (embeds an IPv4 address)
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, as text) is outside the public internet. */
export function isNotPublic(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? NOT_PUBLIC_V4.check(address, 'ipv4') : NOT_PUBLIC_V6.check(address, 'ipv6');
}

export interface FetchOptions {
  /** Which addresses are refused (default: every one not on the public internet). */
  refuse?: (address: string) => boolean;
  urlTimeLimitMs?: number;
  /** The moment (Date.now()) after which nothing more is fetched. */
  deadline?: number;
}

class Refused extends Error {}

/** The address a redirect or a link leads to, refused before anything connects to it. */
const refusal = (address: string) =>
  new Refused(
    `leads to ${fromContent(address)}, an address inside a private or local network, which is not fetched`,
  );

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that fails when any address of the name is refused. */
function checkedLookup(refuse: (address: string) => boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = addresses.find(({ address }) => refuse(address));
      if (bad) return callback(refusal(bad.address), []);
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** One request, without following redirects: its status and where it redirects. */
function requestOnce(
  url: URL,
  method: string,
  refuse: (address: string) => boolean,
  signal: AbortSignal,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      reject(new Refused(`leads to ${fromContent(url.protocol)} address, which is not a web page`));
      return;
    }
    // The URL parser has already turned 0x7f000001, 2130706433 or 0177.0.0.1 into 127.0.0.1.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && refuse(host)) {
      reject(refusal(host));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method,
        signal,
        lookup: checkedLookup(refuse),
        headers: { 'user-agent': 'AGIA content health check' },
      },
      (response) => {
        response.resume(); // the body is never read
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Fetches one address as a browser would reach it: HEAD (GET when HEAD is refused), following redirects. */
export async function fetchLink(link: string, options: FetchOptions = {}): Promise<LinkResult> {
  const refuse = options.refuse ?? isNotPublic;
  const limit = options.urlTimeLimitMs ?? URL_TIME_LIMIT_MS;
  const left = (options.deadline ?? Infinity) - Date.now();
  if (left <= 0) return { skipped: 'the run ran out of time' };
  const signal = AbortSignal.timeout(Math.min(limit, left));
  const attempt = async (method: string) => {
    let url = new URL(link);
    for (let hop = 0; ; hop++) {
      const { status, location } = await requestOnce(url, method, refuse, signal);
      if (!REDIRECTS.has(status) || location === undefined) return status;
      if (hop === MAX_REDIRECTS) throw new Refused(`redirects more than ${MAX_REDIRECTS} times`);
      url = new URL(location, url);
    }
  };
  try {
    const head = await attempt('HEAD');
    if (head !== 405 && head !== 403 && head !== 501) return { status: head };
    return { status: await attempt('GET') };
  } catch (error) {
    if (error instanceof Refused) return { error: error.message };
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return { error: `could not be reached (no answer in ${Math.round(Math.min(limit, left) / 1000)} s)` };
    return { error: `could not be reached (${fromContent((error as Error).message)})` };
  }
}

/**
 * A checker for brokenLinks: at most MAX_URLS addresses (the others are skipped, as are those
 * left when RUN_TIME_LIMIT_MS has passed).
 */
export function containedChecker(
  options: FetchOptions & { maxUrls?: number; runTimeLimitMs?: number } = {},
): (url: string) => Promise<LinkResult> {
  const deadline = Date.now() + (options.runTimeLimitMs ?? RUN_TIME_LIMIT_MS);
  const max = options.maxUrls ?? MAX_URLS;
  let started = 0;
  return (url) =>
    started++ >= max
      ? Promise.resolve({ skipped: `only ${max} addresses are fetched per run` })
      : fetchLink(url, { ...options, deadline });
}
