import { describe, expect, it } from 'vitest';
import { atLeast, diagnose, handlerOriginIn, type Setup } from '../../scripts/admin/cms-doctor';

const READY: Setup = {
  env: {
    CMS_GITHUB_REPO: 'agia-ph/website',
    CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev',
    SITE_URL: 'https://www.agia.org.ph',
  },
  handlerOrigin: 'https://www.agia.org.ph',
  nodeVersion: '24.1.0',
};
const messages = (setup: Setup) => diagnose(setup).map((finding) => `${finding.level}: ${finding.message}`);

describe('cms:doctor', () => {
  it('finds nothing in a complete setup', () => {
    expect(diagnose(READY)).toEqual([]);
  });

  it('names each missing variable with the step that sets it', () => {
    expect(messages({ ...READY, env: { SITE_URL: READY.env.SITE_URL } })).toEqual([
      'error: CMS_GITHUB_REPO is not set: set it to the repository as owner/name, e.g. agia-ph/website (README, "Enable the web editor", step 5)',
      'error: CMS_AUTH_URL is not set: set it to the sign-in handler\'s address, e.g. https://agia-decap-oauth.<account>.workers.dev (README, "Enable the web editor", step 5)',
    ]);
  });

  it('refuses a repository address and a handler address with a path, a slash or http', () => {
    const found = (env: Setup['env']) => messages({ ...READY, env: { ...READY.env, ...env } });
    expect(found({ CMS_GITHUB_REPO: 'https://github.com/agia-ph/website' })[0]).toMatch(
      /^error: CMS_GITHUB_REPO must be owner\/name, e\.g\. agia-ph\/website \(got "https:\/\/github\.com/,
    );
    expect(found({ CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev/callback' })).toEqual([
      'error: CMS_AUTH_URL must be the handler\'s address alone, https://agia-decap-oauth.agia.workers.dev (got "https://agia-decap-oauth.agia.workers.dev/callback": the editor adds /auth itself, and /callback belongs in the GitHub OAuth app) (README, "Enable the web editor", step 5)',
    ]);
    expect(found({ CMS_AUTH_URL: 'https://agia-decap-oauth.agia.workers.dev/' })[0]).toMatch(
      /must be the handler's address alone/,
    );
    expect(found({ CMS_AUTH_URL: 'http://agia-decap-oauth.agia.workers.dev' })[0]).toMatch(
      /must be an https:\/\/ address/,
    );
  });

  it("compares the handler's SITE_ORIGIN with the editor's own origin when CMS_ORIGIN gives one", () => {
    const admin = { ...READY, env: { ...READY.env, CMS_ORIGIN: 'https://admin.agia.org.ph' } };
    expect(diagnose({ ...admin, handlerOrigin: 'https://admin.agia.org.ph' })).toEqual([]);
    expect(messages(admin)).toEqual([
      'error: SITE_ORIGIN in workers/decap-oauth/wrangler.toml is "https://www.agia.org.ph", but the editor is at https://admin.agia.org.ph: the handler would refuse to sign in from the editor. Set it to https://admin.agia.org.ph and deploy the handler again (README, "Enable the web editor", step 2)',
    ]);
    expect(
      messages({ ...admin, env: { ...admin.env, CMS_ORIGIN: 'https://admin.agia.org.ph/admin' } }),
    ).toEqual([
      'error: CMS_ORIGIN must be an https:// origin alone, e.g. https://admin.agia.org.ph (got "https://admin.agia.org.ph/admin")',
    ]);
  });

  it("compares the handler's SITE_ORIGIN with the site's origin", () => {
    expect(
      messages({ ...READY, env: { ...READY.env, SITE_URL: 'https://agia-ph.github.io/website/' } }),
    ).toEqual([
      'error: SITE_ORIGIN in workers/decap-oauth/wrangler.toml is "https://www.agia.org.ph", but the editor is at https://agia-ph.github.io: the handler would refuse to sign in from the editor. Set it to https://agia-ph.github.io and deploy the handler again (README, "Enable the web editor", step 2)',
    ]);
    expect(messages({ ...READY, handlerOrigin: undefined })[0]).toMatch(/has no SITE_ORIGIN/);
    expect(handlerOriginIn('[vars]\nSITE_ORIGIN = "https://www.agia.org.ph"\n')).toBe(
      'https://www.agia.org.ph',
    );
    expect(handlerOriginIn('name = "x"\n')).toBeUndefined();
  });

  it('notes an old Node for wrangler and a missing SITE_URL without counting them as errors', () => {
    const found = diagnose({ ...READY, env: { ...READY.env, SITE_URL: undefined }, nodeVersion: '20.19.0' });
    expect(found.map((finding) => finding.level)).toEqual(['note', 'note']);
    expect(found[1]!.message).toMatch(
      /^Node 20\.19\.0: deploying the handler with wrangler 4 needs Node 22\.12 or later/,
    );
    expect(atLeast('22.12.0', 22, 12)).toBe(true);
    expect(atLeast('22.11.9', 22, 12)).toBe(false);
    expect(atLeast('v23.0.0', 22, 12)).toBe(true);
  });
});
