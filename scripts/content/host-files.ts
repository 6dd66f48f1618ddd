/**
 * The plain files the hosts read at the top of public/ (scripts/content/public-files.ts): each is
 * published as it is, so each is checked for what it may say. `_redirects` may only send
 * visitors to pages of this site, `CNAME` holds one host name, `robots.txt` only crawler rules.
 */
import type { LineProblem } from './limits';
import { shortValue } from './problems';

const STATUS = /^(200|301|302|303|307|308|404|410)!?$/;
/** A path of this site: starts with one slash, no scheme, no backslash, no whitespace. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ROBOTS_FIELDS = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay']);

function lines(text: string): Array<{ line: number; text: string }> {
  return text
    .split('\n')
    .map((value, index) => ({ line: index + 1, text: value.replace(/\r$/, '').trim() }))
    .filter((entry) => entry.text !== '' && !entry.text.startsWith('#'));
}

function redirectsProblems(text: string): LineProblem[] {
  return lines(text).flatMap(({ line, text: rule }) => {
    const [from, to, status, ...rest] = rule.split(/\s+/);
    const shown = `"${shortValue(rule, 80)}"`;
    if (!from || !to || rest.length > 0 || (status !== undefined && !STATUS.test(status))) {
      return [
        {
          line,
          message: `has a rule ${shown} that is not "from-path to-path [status]": write one rule per line, for example "/old-page /new-page 301"`,
        },
      ];
    }
    if (!SITE_PATH.test(from) || !SITE_PATH.test(to)) {
      return [
        {
          line,
          message: `has a rule ${shown} that leaves the site: a redirect may only lead from a path of this site to another (both starting with a single /)`,
        },
      ];
    }
    return [];
  });
}

function cnameProblems(text: string): LineProblem[] {
  const entries = lines(text);
  if (entries.length !== 1 || !HOST_NAME.test(entries[0]!.text)) {
    return [
      {
        line: entries[0]?.line ?? 1,
        message: 'must hold exactly one host name (for example www.agia.org.ph) and nothing else',
      },
    ];
  }
  return [];
}

function robotsProblems(text: string): LineProblem[] {
  return lines(text).flatMap(({ line, text: rule }) => {
    const colon = rule.indexOf(':');
    const field = colon === -1 ? '' : rule.slice(0, colon).trim().toLowerCase();
    const value = colon === -1 ? '' : rule.slice(colon + 1).trim();
    if (!ROBOTS_FIELDS.has(field) || /[<>]/.test(value)) {
      return [
        {
          line,
          message: `has a line "${shortValue(rule, 80)}" that is not a crawler rule (User-agent, Allow, Disallow, Sitemap or Crawl-delay followed by a value)`,
        },
      ];
    }
    if (field === 'sitemap' && !/^https:\/\/[^\s]+$/.test(value)) {
      return [
        { line, message: `names a sitemap "${shortValue(value, 80)}" that is not an https:// address` },
      ];
    }
    return [];
  });
}

/** Problems of a host file by its name at the top of public/; none for the others. */
export function hostFileProblems(name: string, text: string): LineProblem[] {
  if (name === '_redirects') return redirectsProblems(text);
  if (name === 'CNAME') return cnameProblems(text);
  if (name === 'robots.txt') return robotsProblems(text);
  return [];
}
