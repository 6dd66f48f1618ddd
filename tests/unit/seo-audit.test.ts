import { describe, expect, it } from 'vitest';
import { auditOutcome } from '../../scripts/audit-dependencies';

const report = (counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities: counts } });

describe('auditOutcome', () => {
  it('passes when no advisory is high or critical', () => {
    expect(auditOutcome(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0, total: 3 }))).toEqual({
      kind: 'clean',
    });
  });

  it('fails on a high or critical advisory', () => {
    expect(auditOutcome(report({ low: 0, moderate: 0, high: 1, critical: 2, total: 3 }))).toEqual({
      kind: 'vulnerable',
      high: 1,
      critical: 2,
    });
  });

  it('tells an unreachable advisory service apart from a clean result', () => {
    const error = JSON.stringify({ message: '405 Method Not Allowed - POST .../advisories/bulk', error: {} });
    expect(auditOutcome(error)).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST .../advisories/bulk',
    });
    expect(auditOutcome('')).toEqual({ kind: 'unreachable', reason: 'npm audit printed no report' });
  });
});
