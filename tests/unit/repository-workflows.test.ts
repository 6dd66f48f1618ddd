/**
 * Who may change what, as the repository's files say it (README, "Who may change what";
 * docs/decisions/048-code-reviewed-content-free.md): the workflows keep every secret away from
 * the code of a branch, the required check runs the base branch's checker, only main is
 * published, and a failed build publishes nothing; GitHub Pages serves the branch gh-pages, which
 * only the deploy key of a main-only environment writes. The ruleset of main and CODEOWNERS:
 * ./repository-ruleset.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { checkWorkflowCalls, readWorkflows } from '../../scripts/quality/check-workflow-calls';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const FOLDER = path.join(PROJECT, '.github/workflows');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Job {
  name?: string;
  if?: string;
  needs?: string | string[];
  uses?: string;
  environment?: unknown;
  permissions?: unknown;
  secrets?: unknown;
  steps?: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

const files = readdirSync(FOLDER).filter((name) => /\.ya?ml$/.test(name));
const workflows = new Map(
  files.map((name) => [name, load(readFileSync(path.join(FOLDER, name), 'utf8')) as Workflow]),
);
const workflow = (name: string) => {
  const found = workflows.get(name);
  if (!found) throw new Error(`.github/workflows/${name} is missing`);
  return found;
};
const triggers = (flow: Workflow) => Object.keys(flow.on);
const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());
const steps = (job: Job) => job.steps ?? [];
const checkout = (step: Step) => step.uses?.startsWith('actions/checkout@') === true;
/** A job that can read a secret: it names one, or inherits its caller's. */
const usesSecrets = (job: Job) => /\bsecrets\./.test(JSON.stringify(job)) || job.secrets !== undefined;
/** The local workflows a workflow calls, and theirs (a called workflow runs with its caller's trigger). */
function reachable(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const job of Object.values(workflow(name).jobs)) {
    const called = job.uses?.match(/^\.\/\.github\/workflows\/(.+)$/)?.[1];
    if (called) reachable(called, seen);
  }
  return seen;
}
const grantsPagesWrite = (permissions: unknown) =>
  permissions === 'write-all' || JSON.stringify(permissions ?? {}).includes('"pages":"write"');
const publishes = (job: Job) => job.environment !== undefined || grantsPagesWrite(job.permissions);

describe('secrets and pull requests', () => {
  it('no workflow a pull request starts, nor any it calls, can read a secret or use an environment', () => {
    const started = files.filter((name) =>
      triggers(workflow(name)).some((event) => event.startsWith('pull_request')),
    );
    expect(started.sort()).toEqual(['ci.yml', 'preview.yml']);
    for (const name of started) {
      for (const reached of reachable(name)) {
        for (const [id, job] of Object.entries(workflow(reached).jobs)) {
          expect(usesSecrets(job), `${reached} job ${id}`).toBe(false);
          expect(job.environment, `${reached} job ${id}`).toBeUndefined();
        }
      }
    }
  });

  it('no workflow runs on pull_request_target (the base workflow with secrets, next to a branch)', () => {
    for (const [name, flow] of workflows) expect(triggers(flow), name).not.toContain('pull_request_target');
  });

  it('every job that holds a secret gets it from an environment, and its workflow runs no branch of a pull request', () => {
    const holders = [...workflows].flatMap(([name, flow]) =>
      Object.entries(flow.jobs)
        .filter(([, job]) => !job.uses && usesSecrets(job))
        .map(([id, job]) => ({ name, id, job, flow })),
    );
    expect(holders.map(({ name, id }) => `${name}#${id}`).sort()).toEqual([
      'deploy.yml#cloudflare-pages',
      'deploy.yml#github-pages',
      'preview-deploy.yml#deploy',
    ]);
    for (const { job, flow } of holders) {
      expect(job.environment).toMatch(/^(cloudflare-production|cloudflare-preview|github-pages-branch)$/);
      expect(triggers(flow).filter((event) => event.startsWith('pull_request'))).toEqual([]);
    }
  });

  it('passes values from events and settings to scripts through env, never into the script text', () => {
    for (const [name, flow] of workflows) {
      for (const [id, job] of Object.entries(flow.jobs)) {
        for (const step of steps(job)) {
          if (step.run) expect(step.run, `${name} job ${id}`).not.toContain('${{');
        }
      }
    }
  });

  it('the workflows call each other with what the called ones declare and ask for', () => {
    expect(checkWorkflowCalls(readWorkflows(PROJECT))).toEqual([]);
  });
});

describe('the preview', () => {
  const build = workflow('preview.yml');
  const deploy = workflow('preview-deploy.yml');

  it('is built on the pull request with no secret, environment or write permission', () => {
    expect(triggers(build)).toEqual(['pull_request']);
    expect(build.permissions).toEqual({});
    for (const job of Object.values(build.jobs)) {
      expect(job.permissions).toEqual({ contents: 'read' });
      expect(job.environment).toBeUndefined();
      expect(usesSecrets(job)).toBe(false);
    }
    const upload = Object.values(build.jobs)
      .flatMap(steps)
      .find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with?.name).toBe('preview-site');
  });

  it("is published only by a workflow_run of the build, from the default branch's file, for this repository's branches", () => {
    expect(triggers(deploy)).toEqual(['workflow_run']);
    expect(deploy.on.workflow_run).toEqual({ workflows: [build.name], types: ['completed'] });
    expect(deploy.permissions).toEqual({});
    const job = deploy.jobs.deploy!;
    expect(job.environment).toBe('cloudflare-preview');
    expect(job.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(job.if).toContain('github.event.workflow_run.head_repository.full_name == github.repository');
  });

  it('checks out only tools/wrangler of the default branch and never runs anything of the artifact', () => {
    for (const job of Object.values(deploy.jobs)) {
      for (const step of steps(job).filter(checkout)) {
        // No ref and no repository: the commit of this run, the default branch's.
        expect(step.with).toEqual({
          'persist-credentials': false,
          'sparse-checkout': 'tools/wrangler',
          'sparse-checkout-cone-mode': false,
        });
      }
    }
    const job = deploy.jobs.deploy!;
    const download = steps(job).find((step) => step.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({
      name: 'preview-site',
      path: '${{ runner.temp }}/preview-site',
      'run-id': '${{ github.event.workflow_run.id }}',
    });
    // The artifact's folder is named by three commands only: the server-code check, then
    // wrangler (installed from the lock file, no install scripts) uploading it as files.
    const runs = steps(job)
      .map((step) => step.run ?? '')
      .filter(Boolean);
    const touching = runs.filter((run) => run.includes('preview-site'));
    expect(touching).toHaveLength(2);
    expect(touching[0]).toBe('bash tools/wrangler/refuse-server-code.sh "$RUNNER_TEMP/preview-site"');
    expect(touching[1]).toMatch(
      /^tools\/wrangler\/node_modules\/\.bin\/wrangler pages deploy "\$RUNNER_TEMP\/preview-site" /,
    );
    const order = (text: string) => runs.findIndex((run) => run.includes(text));
    expect(order('refuse-server-code.sh')).toBeLessThan(order('wrangler pages deploy'));
    expect(runs).toContain('npm ci --prefix tools/wrangler --ignore-scripts --no-audit --no-fund');
  });

  it("names the preview after the pull request's number, never its branch, and calls it unreviewed", () => {
    const job = deploy.jobs.deploy!;
    expect(job.if).toContain("github.event.workflow_run.pull_requests[0].number != ''");
    const naming = steps(job).find((step) => step.id === 'branch');
    expect(naming?.env).toEqual({
      NUMBER: '${{ github.event.workflow_run.pull_requests[0].number }}',
      PROJECT: '${{ vars.CLOUDFLARE_PREVIEW_PROJECT }}',
    });
    expect(naming?.run).toContain('branch="pr-$NUMBER"');
    expect(naming?.run).toContain("'' | *[!0-9]*)");
    // Nothing of the head branch's name reaches wrangler's --branch (main would be the project's
    // production address).
    expect(JSON.stringify(job)).not.toContain('head_branch');
    const link = steps(deploy.jobs.link!)
      .map((step) => step.run ?? '')
      .join('\n');
    expect(link).toContain('description="Unreviewed preview of this pull request');
  });

  it('the server-code check names the files Cloudflare Pages would run', () => {
    const script = readFileSync(path.join(PROJECT, 'tools/wrangler/refuse-server-code.sh'), 'utf8');
    expect(script).toMatch(/for name in _worker\.js _routes\.json functions; do/);
    expect(existsSync(path.join(PROJECT, 'tools/wrangler/package-lock.json'))).toBe(true);
  });
});

describe('publishing', () => {
  const deploy = workflow('deploy.yml');

  it('runs on pushes to main, by hand and when the nightly rebuild calls it; nothing else', () => {
    expect(triggers(deploy).sort()).toEqual(['push', 'workflow_call', 'workflow_dispatch']);
    expect(deploy.on.push).toEqual({ branches: ['main'] });
    const nightly = workflow('nightly.yml');
    expect(triggers(nightly).sort()).toEqual(['schedule', 'workflow_dispatch']);
    expect(Object.values(nightly.jobs).filter((job) => job.uses)).toEqual([
      expect.objectContaining({ uses: './.github/workflows/deploy.yml' }),
    ]);
  });

  it('publishes only from main, and refuses a run for another branch', () => {
    const jobs = Object.entries(deploy.jobs);
    const publishing = jobs.filter(([, job]) => publishes(job)).map(([id]) => id);
    expect(publishing.sort()).toEqual(['cloudflare-pages', 'github-pages']);
    for (const [id, job] of jobs) {
      if (id === 'main-only') {
        expect(job.if).toBe("github.ref != 'refs/heads/main'");
        expect(steps(job).at(-1)?.run).toMatch(/exit 1\s*$/);
      } else {
        expect(job.if, id).toContain("github.ref == 'refs/heads/main'");
      }
    }
    expect(deploy.jobs['cloudflare-pages']?.environment).toBe('cloudflare-production');
    expect(deploy.jobs['github-pages']?.environment).toBe('github-pages-branch');
  });

  it('publishes nothing after a failed test or build: the publishing jobs need the build and its success', () => {
    expect(needsOf(deploy.jobs.build!)).toEqual(['test']);
    for (const id of ['github-pages', 'cloudflare-pages']) {
      const job = deploy.jobs[id]!;
      expect(needsOf(job)).toEqual(['build']);
      // An `if` without always(), failure() or cancelled() runs only when every needed job succeeded.
      expect(job.if, id).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    }
  });

  it('names the failed files in the one alert issue, with the script the job checks out', () => {
    const report = deploy.jobs.report!;
    expect(report.if).toBe("${{ !cancelled() && github.ref == 'refs/heads/main' }}");
    expect(report.permissions).toEqual({
      contents: 'read',
      issues: 'write',
      actions: 'read',
      checks: 'read',
      pages: 'read',
    });
    const run = steps(report).at(-1)?.run ?? '';
    expect(run).toContain('node scripts/quality/failure-issue.ts < "$annotations"');
    expect(run).toContain(`alert site-not-published 'The website was not published' "$body"`);
    const fetched = steps(report).find(checkout)?.with?.['sparse-checkout'];
    expect(String(fetched).split('\n').filter(Boolean)).toEqual([
      'package.json',
      'scripts/quality/failure-issue.ts',
    ]);
    expect(existsSync(path.join(PROJECT, 'scripts/quality/failure-issue.ts'))).toBe(true);
  });
});

describe('settings outside the files, checked on every publishing run', () => {
  const deploy = workflow('deploy.yml');
  const run = steps(deploy.jobs.report!).at(-1)?.run ?? '';

  it('opens an issue when an environment that holds a token accepts a branch other than main', () => {
    // Every environment a job reads a secret from or publishes with (GitHub Pages) is checked:
    // the `if` on github.ref is the workflow's own, which a branch's copy can drop; the
    // environment's rule it cannot.
    const nameOf = (environment: unknown) =>
      typeof environment === 'string' ? environment : (environment as { name?: string } | undefined)?.name;
    const environments = [...workflows.values()].flatMap((flow) =>
      Object.values(flow.jobs)
        .filter((job) => (usesSecrets(job) || publishes(job)) && nameOf(job.environment) !== undefined)
        .map((job) => nameOf(job.environment)!),
    );
    expect(environments.sort()).toEqual([
      'cloudflare-preview',
      'cloudflare-production',
      'github-pages-branch',
    ]);
    expect(run).toContain(`for env in ${[...environments].sort().reverse().join(' ')}; do`);
    expect(run).toContain('gh api "repos/$GH_REPO/environments/$env/deployment-branch-policies"');
    expect(run).toContain(`[ "$branches" = 'branch main' ] || loose=`);
    expect(run).toMatch(/if \. == null then \\"any branch\\"/);
    expect(run).toContain(
      "alert secrets-not-main-only 'A publishing token can be used from a branch other than main'",
    );
    expect(run).toContain('resolve secrets-not-main-only');
    // The report job may read the environments' rules (actions: read) and write issues.
    expect(deploy.jobs.report!.permissions).toMatchObject({ actions: 'read', issues: 'write' });
  });

  it('opens an issue when GitHub Pages is not served from the branch gh-pages', () => {
    expect(run).toContain('gh api "repos/$GH_REPO/pages"');
    expect(run).toContain("off | 'legacy gh-pages') resolve pages-not-from-branch");
    expect(run).toContain("alert pages-not-from-branch 'GitHub Pages can be published from any branch'");
    expect(deploy.jobs.report!.permissions).toMatchObject({ pages: 'read' });
  });

  it('opens an issue when main does not require a code owner or CODEOWNERS has errors', () => {
    expect(run).toContain('gh api "repos/$GH_REPO/rules/branches/main"');
    expect(run).toContain('gh api "repos/$GH_REPO/codeowners/errors"');
    expect(run).toContain("alert code-review-off 'Code changes can be merged without review'");
  });
});

describe('a forged "Content check" cannot publish', () => {
  const deploy = workflow('deploy.yml');
  const ci = workflow('ci.yml');
  const scripts = (
    JSON.parse(readFileSync(path.join(PROJECT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  it("re-runs the whole content check on main's commit, in the deploy run, before anything is published", () => {
    // A branch workflow may post a check named "Content check" on a pull request; whatever it
    // let merge, the deploy checks main's content again with main's code and publishes nothing
    // when it fails (docs/decisions/048).
    expect(deploy.jobs.test?.uses).toBe('./.github/workflows/ci.yml');
    const content = ci.jobs.content!;
    const [checker, proposed] = steps(content).filter(checkout);
    // Outside a pull request both checkouts are the commit being deployed (github.sha).
    expect(checker?.with?.ref).toBe('${{ github.event.pull_request.base.sha || github.sha }}');
    expect(proposed?.with?.ref).toBeUndefined();
    expect(steps(content).map((step) => step.run)).toContain('npm run content:check');
    // And the build job builds with the content check first, on the same commit.
    const build = deploy.jobs.build!;
    expect(needsOf(build)).toEqual(['test']);
    const buildStep = steps(build).find((step) => step.run === 'npm run build');
    expect(buildStep?.env?.CONTENT_ROOT).toBeUndefined();
    expect(
      steps(build)
        .filter(checkout)
        .map((step) => step.with?.ref),
    ).toEqual([undefined]);
    // The build takes its output folder's lock, then runs the content build first.
    expect(scripts.build).toBe('tsx scripts/build-lock.ts npm run -s build:steps');
    expect(scripts['build:steps']).toMatch(/^npm run -s content:build\b[^&]*&& /);
    expect(scripts['content:check']).toBe(`${scripts['content:build']} --check`);
    for (const id of ['github-pages', 'cloudflare-pages'])
      expect(needsOf(deploy.jobs[id]!)).toEqual(['build']);
  });
});

describe('the content check on pull requests', () => {
  const ci = workflow('ci.yml');
  const job = ci.jobs.content!;

  it("runs the base branch's checker from its own lock file on the pull request's content/ and public/", () => {
    const [checker, proposed] = steps(job).filter(checkout);
    expect(checker?.with).toMatchObject({
      ref: '${{ github.event.pull_request.base.sha || github.sha }}',
      path: 'checker',
      'persist-credentials': false,
    });
    expect(proposed?.with).toMatchObject({ path: 'proposed', 'persist-credentials': false });
    expect(proposed?.with?.ref).toBeUndefined();
    expect(String(proposed?.with?.['sparse-checkout']).split('\n').filter(Boolean)).toEqual([
      'content',
      'public',
    ]);
    const runs = steps(job).filter((step) => step.run);
    expect(runs.map((step) => step.run)).toEqual([
      'npm ci --ignore-scripts --no-audit --no-fund',
      'npx patch-package --error-on-fail',
      'npm run content:check',
      'npm run build',
      'npm run content:layout',
    ]);
    for (const step of runs) expect(step['working-directory']).toBe('checker');
    // The install and the patch read the checker's own files; every later step, the proposed ones.
    for (const step of runs.slice(2))
      expect(step.env).toMatchObject({ CONTENT_ROOT: '${{ github.workspace }}/proposed' });
    const node = steps(job).find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with?.['cache-dependency-path']).toBe('checker/package-lock.json');
  });

  it('skips the steps after a failed check (no step asks to run after a failure)', () => {
    for (const step of steps(job)) expect(step.if).toBeUndefined();
  });

  it('reads nothing else of the pull request and holds no token it keeps', () => {
    expect(job.permissions).toEqual({ contents: 'read' });
    expect(steps(job).filter(checkout)).toHaveLength(2);
  });
});

describe('GitHub Pages is published only by the deploy key, from main', () => {
  const deploy = workflow('deploy.yml');
  const job = deploy.jobs['github-pages']!;
  const ruleset = JSON.parse(readFileSync(path.join(PROJECT, '.github/rulesets/gh-pages.json'), 'utf8')) as {
    target: string;
    enforcement: string;
    conditions: { ref_name: { include: string[]; exclude: string[] } };
    rules: Array<{ type: string; parameters?: unknown }>;
    bypass_actors: Array<{ actor_id: number | null; actor_type: string; bypass_mode: string }>;
  };

  it("no workflow or job grants pages: write, or uses GitHub's Pages artifact actions", () => {
    // With the Pages source "Deploy from a branch", GitHub's artifact deployment publishes nothing;
    // a workflow of ours that asked for it would be the way back (docs/decisions/048).
    for (const [name, flow] of workflows) {
      expect(grantsPagesWrite(flow.permissions), name).toBe(false);
      for (const [id, each] of Object.entries(flow.jobs)) {
        expect(grantsPagesWrite(each.permissions), `${name} job ${id}`).toBe(false);
        expect(each.permissions, `${name} job ${id} must list its permissions`).toBeDefined();
        for (const step of steps(each))
          expect(step.uses ?? '', `${name} job ${id}`).not.toMatch(
            /^actions\/(deploy-pages|upload-pages-artifact|configure-pages)@/,
          );
      }
    }
  });

  it('the one job that reads the deploy key names the main-only environment and runs only on main', () => {
    const readers = [...workflows].flatMap(([name, flow]) =>
      Object.entries(flow.jobs)
        .filter(([, each]) => JSON.stringify(each).includes('secrets.GH_PAGES_DEPLOY_KEY'))
        .map(([id]) => `${name}#${id}`),
    );
    expect(readers).toEqual(['deploy.yml#github-pages']);
    expect(job.environment).toBe('github-pages-branch');
    expect(job.if).toContain("github.ref == 'refs/heads/main'");
    expect(triggers(deploy)).not.toContain('pull_request');
    expect(needsOf(job)).toEqual(['build']);
    // No token of the run: the key is the only credential, and it is given to git alone.
    expect(job.permissions).toEqual({});
    expect(steps(job).filter(checkout)).toEqual([]);
  });

  it('pushes the built site with .nojekyll to gh-pages, without force and never with a workflow in it', () => {
    const download = steps(job).find((step) => step.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toEqual({ name: 'site', path: 'site' });
    const push = steps(job).find((step) => step.env?.DEPLOY_KEY);
    expect(push?.env?.DEPLOY_KEY).toBe('${{ secrets.GH_PAGES_DEPLOY_KEY }}');
    const script = push?.run ?? '';
    const at = (text: string) => {
      const index = script.indexOf(text);
      expect(index, text).toBeGreaterThanOrEqual(0);
      return index;
    };
    expect(at('[ -e site/.github ]')).toBeLessThan(at('git push'));
    expect(at('touch site/.nojekyll')).toBeLessThan(at('git add -A'));
    expect(script).toContain('-o StrictHostKeyChecking=yes');
    expect(script).toContain('git push -q "$remote" "$published:refs/heads/gh-pages"');
    expect(script).not.toMatch(/--force|\s-f\s|\+refs|"\+\$/);
    // The build keeps the site for both hosts as one artifact.
    const upload = steps(deploy.jobs.build!).find((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    expect(upload?.with).toMatchObject({ name: 'site', path: 'dist' });
  });

  it('the ruleset for gh-pages refuses creating, updating, deleting and force-pushing it to all but deploy keys', () => {
    expect(ruleset.target).toBe('branch');
    expect(ruleset.enforcement).toBe('active');
    expect(ruleset.conditions.ref_name).toEqual({ include: ['refs/heads/gh-pages'], exclude: [] });
    expect(ruleset.rules.map((rule) => rule.type).sort()).toEqual([
      'creation',
      'deletion',
      'non_fast_forward',
      'update',
    ]);
    // The REST API's form for deploy keys: no id, always (pull_request mode does not apply to them).
    expect(ruleset.bypass_actors).toEqual([
      { actor_id: null, actor_type: 'DeployKey', bypass_mode: 'always' },
    ]);
  });
});

describe('the build in every workflow runs the patched vite-react-ssg', () => {
  // `npm ci --ignore-scripts` skips the postinstall step that applies patches/ (decision 012):
  // a job that builds must apply it itself, or it would publish pages from the unpatched build.
  it('applies the patch after an install without scripts, before any build', () => {
    const building = [...workflows].flatMap(([name, flow]) =>
      Object.entries(flow.jobs)
        .filter(([, job]) => steps(job).some((step) => step.run === 'npm run build'))
        .map(([id, job]) => ({ where: `${name}#${id}`, runs: steps(job).flatMap((step) => step.run ?? []) })),
    );
    expect(building.map((job) => job.where).sort()).toEqual([
      'ci.yml#content',
      'deploy.yml#build',
      'preview.yml#build',
    ]);
    for (const { where, runs } of building) {
      const install = runs.indexOf('npm ci --ignore-scripts --no-audit --no-fund');
      const patch = runs.indexOf('npx patch-package --error-on-fail');
      expect(install, where).toBeGreaterThanOrEqual(0);
      expect(patch, where).toBe(install + 1);
      expect(runs.indexOf('npm run build'), where).toBeGreaterThan(patch);
    }
  });
});
