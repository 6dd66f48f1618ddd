/**
 * The repository ruleset (.github/rulesets/main.json, imported in GitHub's Settings > Rules >
 * Rulesets) requires the content check before anything merges into main: the check it names must
 * be the job the CI workflow runs on pull requests, or "Publish" could merge a red pull request.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(PROJECT, file), 'utf8');

interface Rule {
  type: string;
  parameters?: { required_status_checks?: Array<{ context: string; integration_id?: number }> };
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
