// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildToday } from '#generated/build';
import { addDays } from '../../src/lib/dates';
import { TODAY_RECHECK_MS, useToday } from '../../src/runtime/use-today';

// Tells React these renders run inside act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useToday()}</p>;
}

const manilaNoon = (date: string) => new Date(`${date}T12:00:00+08:00`);

describe('useToday', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders the build date on the server, whatever the clock says', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(manilaNoon(addDays(buildToday, 40)));
    expect(renderToString(<Probe />)).toBe(`<p>${buildToday}</p>`);
  });

  it("hydrates with the build date, then shows the visitor's Manila date without a mismatch", () => {
    const later = addDays(buildToday, 24);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(manilaNoon(later));
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    act(() => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe(later);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it('moves on to the next day after Manila midnight while the page stays open', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 23:59:30 in Manila is 15:59:30 UTC.
    vi.setSystemTime(new Date('2026-12-31T15:59:30Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    act(() => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('2026-12-31');
    act(() => {
      vi.advanceTimersByTime(TODAY_RECHECK_MS);
    });
    expect(container.textContent).toBe('2027-01-01');
  });
});
