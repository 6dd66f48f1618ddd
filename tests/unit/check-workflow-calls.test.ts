import { describe, expect, it } from 'vitest';
import {
  checkWorkflowCalls,
  grantedLevel,
  readWorkflows,
  workflowCallTrigger,
} from '../../scripts/quality/check-workflow-calls';

const called = `name: Called
on:
  workflow_call:
    inputs:
      target:
        type: string
        required: true
      mode:
        type: string
        required: true
        default: fast
    secrets:
      TOKEN:
        required: true
      OPTIONAL:
        required: false
permissions: {}
jobs:
  build:
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - run: echo build
  publish:
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    steps:
      - run: echo publish
`;

function caller(job: string): string {
  return `name: Caller
on: push
permissions: {}
jobs:
${job}`;
}

const check = (callerText: string, calledText = called) =>
  checkWorkflowCalls(
    new Map([
      ['.github/workflows/caller.yml', callerText],
      ['.github/workflows/called.yml', calledText],
    ]),
  );

const goodCall = `  run:
    uses: ./.github/workflows/called.yml
    permissions:
      contents: read
      pages: write
      id-token: write
    with:
      target: site
    secrets:
      TOKEN: \${{ secrets.TOKEN }}
`;

describe('checkWorkflowCalls', () => {
  it('accepts a call that passes what the called workflow declares and grants what its jobs ask', () => {
    expect(check(caller(goodCall))).toEqual([]);
  });

  it('names an input or secret the called workflow does not declare, at its line', () => {
    const text = caller(
      goodCall
        .replace('target: site', 'target: site\n      tagret: site')
        .replace(
          'TOKEN: ${{ secrets.TOKEN }}',
          'TOKEN: ${{ secrets.TOKEN }}\n      TOKEN_X: ${{ secrets.X }}',
        ),
    );
    expect(check(text)).toEqual([
      {
        file: '.github/workflows/caller.yml',
        line: 13,
        message: 'job "run" passes input "tagret", which .github/workflows/called.yml does not declare',
      },
      {
        file: '.github/workflows/caller.yml',
        line: 16,
        message: 'job "run" passes secret "TOKEN_X", which .github/workflows/called.yml does not declare',
      },
    ]);
  });

  it('names a required input or secret that is missing (an input with a default is not required)', () => {
    const text = caller(
      goodCall
        .replace('      target: site\n', '      mode: slow\n')
        .replace('    secrets:\n      TOKEN: ${{ secrets.TOKEN }}\n', ''),
    );
    expect(check(text).map((p) => p.message)).toEqual([
      'job "run" does not pass the required input "target" of .github/workflows/called.yml',
      'job "run" does not pass the required secret "TOKEN" of .github/workflows/called.yml',
    ]);
  });

  it('accepts secrets: inherit', () => {
    const text = caller(
      goodCall.replace('    secrets:\n      TOKEN: ${{ secrets.TOKEN }}\n', '    secrets: inherit\n'),
    );
    expect(check(text)).toEqual([]);
  });

  it('names a permission a called job asks for but the calling job does not grant', () => {
    const text = caller(goodCall.replace('      pages: write\n', '      pages: read\n'));
    expect(check(text)).toEqual([
      {
        file: '.github/workflows/caller.yml',
        line: 7,
        message:
          'job "run" grants "pages: read", but job "publish" in .github/workflows/called.yml asks for "pages: write"',
      },
    ]);
  });

  it('takes the workflow-level permissions when the calling job sets none', () => {
    const text = caller(goodCall.replace(/ {4}permissions:\n( {6}.+\n)+/, ''));
    expect(check(text).map((p) => p.message)).toEqual([
      'job "run" grants "contents: none", but job "build" in .github/workflows/called.yml asks for "contents: read"',
      'job "run" grants "pages: none", but job "publish" in .github/workflows/called.yml asks for "pages: write"',
      'job "run" grants "id-token: none", but job "publish" in .github/workflows/called.yml asks for "id-token: write"',
    ]);
  });

  it('names a call to a missing workflow or to one without a workflow_call trigger', () => {
    expect(check(caller(goodCall.replace('called.yml', 'missing.yml'))).map((p) => p.message)).toEqual([
      'job "run" calls .github/workflows/missing.yml, which does not exist',
    ]);
    expect(
      check(caller(goodCall), called.replace('  workflow_call:', '  workflow_dispatch:')).map(
        (p) => p.message,
      ),
    ).toEqual(['job "run" calls .github/workflows/called.yml, which has no "workflow_call" trigger']);
  });
});

describe('workflowCallTrigger and grantedLevel', () => {
  it('finds workflow_call in each form "on" can take', () => {
    expect(workflowCallTrigger({ on: 'workflow_call' })).toEqual({});
    expect(workflowCallTrigger({ on: ['push', 'workflow_call'] })).toEqual({});
    expect(workflowCallTrigger({ on: { workflow_call: null } })).toEqual({});
    expect(workflowCallTrigger({ on: { push: null } })).toBeUndefined();
  });

  it('reads read-all, write-all and maps; an absent value is unknown', () => {
    expect(grantedLevel('read-all', 'contents')).toBe('read');
    expect(grantedLevel('read-all', 'id-token')).toBe('none');
    expect(grantedLevel('write-all', 'pages')).toBe('write');
    expect(grantedLevel({ issues: 'write' }, 'issues')).toBe('write');
    expect(grantedLevel({ issues: 'write' }, 'pages')).toBe('none');
    expect(grantedLevel(undefined, 'pages')).toBeUndefined();
  });
});

describe("the repository's workflows", () => {
  it('call each other with what the called workflows declare and ask for', () => {
    const files = readWorkflows('.');
    expect(files.size).toBeGreaterThan(0);
    expect(checkWorkflowCalls(files)).toEqual([]);
  });
});
