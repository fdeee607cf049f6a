/**
 * Memoises an async function by its arguments for `ttlMs`, keeping at most `maxEntries` results (oldest dropped
 * first). Concurrent calls with the same arguments share one promise; a rejected call is not kept.
 */
export function memoizeWithTtl<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
): ((...args: A) => Promise<R>) & { clear(): void } {
  const entries = new Map<string, { at: number; value: Promise<R> }>();
  const memoized = (...args: A): Promise<R> => {
    const key = JSON.stringify(args);
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = fn(...args);
    entries.delete(key);
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
  return Object.assign(memoized, { clear: () => entries.clear() });
}
