/**
 * Checks the calls between this repository's own workflows (a job with
 * `uses: ./.github/workflows/<file>.yml`), which the workflow linter cannot follow: its offline
 * build reads one file at a time. A mistake here shows only when GitHub starts the run.
 * Inputs:  the repository root (first argument, default the current folder); its
 *          .github/workflows/*.yml and *.yaml.
 * Outputs: exit 0 when every call names a workflow that exists and declares `on: workflow_call`,
 *          passes only the inputs and secrets it declares and every required one, and grants
 *          each permission its jobs ask for; otherwise one `file:line: message` line per
 *          problem, and exit 1.
 * Steps:   parse every workflow (with line numbers), then check each call against the called file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml, type ParsedYaml } from '../content/yaml-source';

export interface WorkflowProblem {
  file: string;
  line?: number;
  message: string;
}

type Level = 'none' | 'read' | 'write';
const RANK: Record<Level, number> = { none: 0, read: 1, write: 2 };
type Record_ = Record<string, unknown>;

const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `on.workflow_call` block of a workflow, or undefined when it cannot be called. */
export function workflowCallTrigger(workflow: unknown): Record_ | undefined {
  if (!isRecord(workflow)) return undefined;
  const on = workflow.on;
  if (on === 'workflow_call') return {};
  if (Array.isArray(on)) return on.includes('workflow_call') ? {} : undefined;
  if (isRecord(on) && 'workflow_call' in on) return isRecord(on.workflow_call) ? on.workflow_call : {};
  return undefined;
}

/**
 * The level a `permissions` value gives one scope; undefined when the value is absent (the
 * token then has the repository's default permissions, which a file cannot tell).
 */
export function grantedLevel(permissions: unknown, scope: string): Level | undefined {
  if (permissions === undefined) return undefined;
  if (permissions === 'write-all') return 'write';
  if (permissions === 'read-all') return scope === 'id-token' ? 'none' : 'read';
  if (isRecord(permissions)) {
    const level = permissions[scope];
    return level === 'read' || level === 'write' ? level : 'none';
  }
  return 'none';
}

/** Each scope a `permissions` value asks for, with its level (`read-all` and `write-all` expanded). */
function requested(permissions: unknown): Array<[string, Level]> {
  if (isRecord(permissions)) {
    return Object.entries(permissions).filter(
      (entry): entry is [string, Level] => entry[1] === 'read' || entry[1] === 'write',
    );
  }
  if (permissions === 'read-all' || permissions === 'write-all') {
    const level: Level = permissions === 'write-all' ? 'write' : 'read';
    return [
      'actions',
      'checks',
      'contents',
      'deployments',
      'issues',
      'packages',
      'pages',
      'pull-requests',
      'statuses',
    ].map((scope) => [scope, level]);
  }
  return [];
}

const names = (block: unknown): string[] => (isRecord(block) ? Object.keys(block) : []);
const required = (block: unknown): string[] =>
  isRecord(block)
    ? Object.entries(block)
        .filter(([, spec]) => isRecord(spec) && spec.required === true && !('default' in spec))
        .map(([name]) => name)
    : [];

/**
 * @param files workflow text by path relative to the repository root
 *              (e.g. `.github/workflows/ci.yml`), as `uses: ./<path>` names them.
 */
export function checkWorkflowCalls(files: ReadonlyMap<string, string>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const parsed = new Map<string, ParsedYaml>();
  for (const [file, text] of files) {
    try {
      parsed.set(file, parseYaml(text));
    } catch (error) {
      const line = (error as { line?: number }).line;
      problems.push({ file, line, message: `is not valid YAML: ${(error as Error).message}` });
    }
  }

  for (const [file, { data, lineOf }] of parsed) {
    if (!isRecord(data) || !isRecord(data.jobs)) continue;
    for (const [jobId, job] of Object.entries(data.jobs)) {
      if (!isRecord(job) || typeof job.uses !== 'string' || !job.uses.startsWith('./')) continue;
      const at = (...rest: string[]) => lineOf(['jobs', jobId, ...rest]);
      const target = path.posix.normalize(job.uses.slice(2));
      const called = parsed.get(target)?.data;
      if (called === undefined) {
        problems.push({
          file,
          line: at('uses'),
          message: `job "${jobId}" calls ${target}, which does not exist`,
        });
        continue;
      }
      const trigger = workflowCallTrigger(called);
      if (!trigger) {
        problems.push({
          file,
          line: at('uses'),
          message: `job "${jobId}" calls ${target}, which has no "workflow_call" trigger`,
        });
        continue;
      }

      // Inputs are passed under `with:`; secrets under `secrets:`, unless all are inherited.
      const blocks: Array<[kind: string, key: string, passed: unknown, declared: unknown]> = [
        ['input', 'with', job.with, trigger.inputs],
      ];
      if (job.secrets !== 'inherit') blocks.push(['secret', 'secrets', job.secrets, trigger.secrets]);
      for (const [kind, key, passedBlock, declared] of blocks) {
        const passed = names(passedBlock);
        for (const name of passed.filter((given) => !names(declared).includes(given))) {
          problems.push({
            file,
            line: at(key, name),
            message: `job "${jobId}" passes ${kind} "${name}", which ${target} does not declare`,
          });
        }
        for (const name of required(declared).filter((wanted) => !passed.includes(wanted))) {
          problems.push({
            file,
            line: at('uses'),
            message: `job "${jobId}" does not pass the required ${kind} "${name}" of ${target}`,
          });
        }
      }

      // The called jobs get at most what the calling job grants; GitHub refuses the whole run
      // ("The nested job ... is requesting ..., but is only allowed ...") when one asks for more.
      const grant = job.permissions ?? data.permissions;
      if (grant === undefined || !isRecord(called) || !isRecord(called.jobs)) continue;
      for (const [calledId, calledJob] of Object.entries(called.jobs)) {
        const asks = (isRecord(calledJob) ? calledJob.permissions : undefined) ?? called.permissions;
        for (const [scope, level] of requested(asks)) {
          const allowed = grantedLevel(grant, scope) ?? 'write';
          if (RANK[level] > RANK[allowed]) {
            problems.push({
              file,
              line: at(job.permissions === undefined ? 'uses' : 'permissions'),
              message: `job "${jobId}" grants "${scope}: ${allowed}", but job "${calledId}" in ${target} asks for "${scope}: ${level}"`,
            });
          }
        }
      }
    }
  }
  return problems;
}

export function readWorkflows(root: string): Map<string, string> {
  const folder = path.join(root, '.github', 'workflows');
  const files = new Map<string, string>();
  for (const name of readdirSync(folder).sort()) {
    if (/\.ya?ml$/.test(name))
      files.set(`.github/workflows/${name}`, readFileSync(path.join(folder, name), 'utf8'));
  }
  return files;
}

function main(): void {
  const files = readWorkflows(process.argv[2] ?? '.');
  const problems = checkWorkflowCalls(files);
  for (const problem of problems) {
    console.error(
      `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`,
    );
  }
  if (problems.length > 0) process.exit(1);
  console.log(`Workflow calls: ${files.size} workflow files checked, no problem.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
