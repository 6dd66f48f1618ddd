/**
 * The repository ruleset (.github/rulesets/main.json, imported in GitHub's Settings > Rules >
 * Rulesets) requires the content check before anything merges into main: the check it names must
 * be the job the CI workflow runs on pull requests, or "Publish" could merge a red pull request.
 * With .github/CODEOWNERS it also requires a code owner's approval for every file outside the
 * editors' content/ and public/ (README, "Who may change what").
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(PROJECT, file), 'utf8');

interface Rule {
  type: string;
  parameters?: {
    required_status_checks?: Array<{ context: string; integration_id?: number }>;
    required_approving_review_count?: number;
    require_code_owner_review?: boolean;
    dismiss_stale_reviews_on_push?: boolean;
  };
}
const ruleset = JSON.parse(read('.github/rulesets/main.json')) as {
  target: string;
  enforcement: string;
  conditions: { ref_name: { include: string[] } };
  rules: Rule[];
};
const ci = load(read('.github/workflows/ci.yml')) as {
  on: Record<string, unknown>;
  jobs: Record<string, { name?: string; steps?: Array<{ run?: string }> }>;
};

describe('the ruleset for main', () => {
  it('is active on the default branch', () => {
    expect(ruleset.target).toBe('branch');
    expect(ruleset.enforcement).toBe('active');
    expect(ruleset.conditions.ref_name.include).toEqual(['~DEFAULT_BRANCH']);
  });

  it("requires pull requests and the CI job that runs the content check, by the job's name", () => {
    expect(ruleset.rules.map((rule) => rule.type)).toContain('pull_request');
    const checks = ruleset.rules.find((rule) => rule.type === 'required_status_checks')?.parameters
      ?.required_status_checks;
    const contentJobs = Object.values(ci.jobs).filter((job) =>
      job.steps?.some((step) => step.run === 'npm run content:check'),
    );
    expect(Object.keys(ci.on)).toContain('pull_request');
    expect(contentJobs).toHaveLength(1);
    // 15368 is the GitHub Actions app: only a check reported by a workflow counts.
    expect(checks).toEqual([{ context: contentJobs[0]!.name, integration_id: 15368 }]);
  });
});

describe('code owners', () => {
  it("require a code owner's approval where CODEOWNERS names one, and no other approval", () => {
    const review = ruleset.rules.find((rule) => rule.type === 'pull_request')?.parameters;
    // 0: a pull request that changes only the editors' files merges without a review.
    expect(review?.required_approving_review_count).toBe(0);
    expect(review?.require_code_owner_review).toBe(true);
    // An approval is for what was approved: a later push needs a new one.
    expect(review?.dismiss_stale_reviews_on_push).toBe(true);
    expect(ruleset.rules.map((rule) => rule.type)).toEqual(
      expect.arrayContaining(['deletion', 'non_fast_forward']),
    );
    expect((ruleset as { bypass_actors?: unknown[] }).bypass_actors).toEqual([]);
  });

  /** CODEOWNERS lines as [pattern, owners]; only the pattern forms this file uses are understood. */
  const rules = read('.github/CODEOWNERS')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return { pattern: pattern!, owners };
    });
  const matches = (pattern: string, file: string) => {
    if (pattern === '*') return true;
    if (!pattern.startsWith('/') || /[*?[\]!]/.test(pattern))
      throw new Error(
        `The test does not read the pattern ${pattern}: write it from the root, without wildcards`,
      );
    const anchored = pattern.slice(1);
    return anchored.endsWith('/') ? file.startsWith(anchored) : file === anchored;
  };
  /** The owners of a file: the last matching line's (GitHub's rule). */
  const ownersOf = (file: string) => rules.filter((rule) => matches(rule.pattern, file)).at(-1)?.owners ?? [];

  it('names owners GitHub can read: a team or a person', () => {
    for (const { owners } of rules)
      for (const owner of owners) expect(owner).toMatch(/^@[\w-]+(\/[\w.-]+)?$|^[^@\s]+@[^@\s]+$/);
  });

  // The files of the repository (git's list; the top level when git cannot tell).
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files'], { cwd: PROJECT, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    files = readdirSync(PROJECT).filter(
      (name) => !['node_modules', '.git'].includes(name) && !name.startsWith('dist'),
    );
  }
  const HOST_SETTINGS = [
    '_redirects',
    '_headers',
    'CNAME',
    '_worker.js',
    '_routes.json',
    'functions/index.js',
  ];

  it('owns every file outside content/ and public/, workflows and CODEOWNERS included', () => {
    const unowned = files.filter((file) => !/^(content|public)\//.test(file) && ownersOf(file).length === 0);
    expect(unowned).toEqual([]);
    expect(files.some((file) => file.startsWith('.github/workflows/'))).toBe(true);
    for (const file of [
      '.github/CODEOWNERS',
      '.github/rulesets/main.json',
      'package.json',
      'package-lock.json',
    ])
      expect(ownersOf(file), file).not.toEqual([]);
  });

  it('leaves content/ and public/ to the editors, except the files the host reads as settings or code', () => {
    const owned = files.filter((file) => /^(content|public)\//.test(file) && ownersOf(file).length > 0);
    expect(owned.filter((file) => !HOST_SETTINGS.some((name) => file === `public/${name}`))).toEqual([]);
    expect(ownersOf('content/news/an-article.md')).toEqual([]);
    expect(ownersOf('public/images/news/photo.jpg')).toEqual([]);
    for (const name of HOST_SETTINGS) expect(ownersOf(`public/${name}`), name).not.toEqual([]);
  });
});
