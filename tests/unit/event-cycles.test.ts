import { describe, expect, it } from 'vitest';
import { splitCycles } from '../../src/lib/event-cycles';

describe('splitCycles', () => {
  it('takes the latest cycle as current and lists the others newest first, whatever the file order', () => {
    const cycles = [{ date: '2025-10-07' }, { date: '2026-10-20' }, { date: '2024-10-08' }];
    expect(splitCycles(cycles, (cycle) => cycle.date)).toEqual({
      current: { date: '2026-10-20' },
      earlier: [{ date: '2025-10-07' }, { date: '2024-10-08' }],
    });
  });

  it('has no archive with a single cycle', () => {
    expect(splitCycles([{ date: '2026-09-03' }], (cycle) => cycle.date)).toEqual({
      current: { date: '2026-09-03' },
      earlier: [],
    });
  });
});
