import { describe, expect, it, vi } from 'vitest';
import { memoizeWithTtl } from './ttl-cache.js';

describe('memoizeWithTtl', () => {
  it('answers repeated calls from memory until the entry expires', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async (n: number) => n * 2);
    const cached = memoizeWithTtl(fn, { ttlMs: 1000, maxEntries: 10 });
    expect(await cached(2)).toBe(4);
    expect(await cached(2)).toBe(4);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    await cached(2);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('forgets failures and drops the oldest entry beyond the limit', async () => {
    let fail = true;
    const fn = vi.fn(async (n: number) => {
      if (fail) throw new Error('boom');
      return n;
    });
    const cached = memoizeWithTtl(fn, { ttlMs: 60_000, maxEntries: 2 });
    await expect(cached(1)).rejects.toThrow('boom');
    fail = false;
    expect(await cached(1)).toBe(1);
    await cached(2);
    await cached(3); // evicts 1
    await cached(1);
    expect(fn).toHaveBeenCalledTimes(5);
  });
});
