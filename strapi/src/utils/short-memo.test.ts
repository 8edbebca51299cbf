import { describe, expect, it, vi } from 'vitest';
import { shortMemo } from './short-memo';

describe("shortMemo (a role's permissions kept per process)", () => {
  it('shares a load between concurrent reads and keeps it for the given time only', async () => {
    let clock = 0;
    const memo = shortMemo<number>(2_000, () => clock);
    const load = vi.fn(async () => load.mock.calls.length);
    const [a, b] = await Promise.all([memo.get('1', load), memo.get('1', load)]);
    expect([a, b, load.mock.calls.length]).toEqual([1, 1, 1]);
    clock = 1_999;
    expect(await memo.get('1', load)).toBe(1);
    clock = 2_000;
    expect(await memo.get('1', load)).toBe(2);
    expect(await memo.get('2', load)).toBe(3);
  });

  it('keeps no failure, and clear() forgets, also a load still in flight', async () => {
    const memo = shortMemo<string>(2_000, () => 0);
    await expect(memo.get('r', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('r', async () => 'read again')).toBe('read again');
    let finish!: (value: string) => void;
    const inFlight = memo.get('s', () => new Promise<string>((resolve) => (finish = resolve)));
    memo.clear();
    finish('before the change');
    await inFlight;
    expect(await memo.get('s', async () => 'after the change')).toBe('after the change');
  });
});
