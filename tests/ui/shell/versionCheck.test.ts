import { describe, expect, it, vi } from 'vitest';
import { onNotice } from '../../../src/client/api/notify';
import { checkVersion } from '../../../src/client/shell/versionCheck';

describe('version check (SPEC §4, §8)', () => {
  it('the same version (or none readable) does nothing', async () => {
    const reload = vi.fn();
    expect(await checkVersion('1.0', reload, async () => '1.0')).toBe(false);
    expect(await checkVersion('1.0', reload, async () => null)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a different version shows the 1.5 s message, then reloads once', async () => {
    vi.useFakeTimers();
    const notices: number[] = [];
    const stop = onNotice((n) => notices.push(n.timeout));
    const reload = vi.fn();
    expect(await checkVersion('1.0', reload, async () => '1.1')).toBe(true);
    expect(await checkVersion('1.0', reload, async () => '1.1')).toBe(true);
    expect(notices).toEqual([1500]);
    vi.advanceTimersByTime(1499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
