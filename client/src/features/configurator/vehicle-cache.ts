/**
 * Vehicle data kept in the browser between visits (spec sections 4 and 9): keys carry the product prefix from the
 * site identity (it ends in `cache_`), and a cleanup runs every 600 000 ms (10 min) to drop stale entries.
 */
export const CLEANUP_INTERVAL_MS = 600_000;
/** Entries older than this are dropped by the cleanup and ignored when read. */
export const ENTRY_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many entries: the oldest go first. */
export const MAX_ENTRIES = 300;

interface Entry<T> {
  savedAt: number;
  data: T;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const vehicleCacheKey = (prefix: string, operation: string, variables: Record<string, unknown>) =>
  `${prefix}vehicles:${operation}:${JSON.stringify(variables)}`;

export function readVehicleCache<T>(key: string, now = Date.now()): T | undefined {
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Entry<T>;
    return now - entry.savedAt < ENTRY_TTL_MS ? entry.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeVehicleCache<T>(key: string, data: T, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, data } satisfies Entry<T>));
  } catch {
    // Storage full or disabled: the cache is an optimisation, the data came from the API anyway.
  }
}

/** Drops expired entries, then the oldest ones beyond MAX_ENTRIES. Only keys with the prefix are touched. */
export function cleanVehicleCache(prefix: string, now = Date.now()): number {
  const store = storage();
  if (!store) return 0;
  const entries: { key: string; savedAt: number }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(`${prefix}vehicles:`)) continue;
    let savedAt = 0;
    try {
      savedAt = (JSON.parse(store.getItem(key) ?? '') as Entry<unknown>).savedAt ?? 0;
    } catch {
      savedAt = 0;
    }
    entries.push({ key, savedAt });
  }
  const expired = entries.filter((e) => now - e.savedAt >= ENTRY_TTL_MS);
  const kept = entries.filter((e) => now - e.savedAt < ENTRY_TTL_MS).sort((a, b) => b.savedAt - a.savedAt);
  const removed = [...expired, ...kept.slice(MAX_ENTRIES)];
  for (const e of removed) store.removeItem(e.key);
  return removed.length;
}

/** Starts the periodic cleanup; returns the function that stops it. */
export function startVehicleCacheCleanup(prefix: string): () => void {
  cleanVehicleCache(prefix);
  const timer = window.setInterval(() => cleanVehicleCache(prefix), CLEANUP_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
