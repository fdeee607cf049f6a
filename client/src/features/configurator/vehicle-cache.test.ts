// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLEANUP_INTERVAL_MS,
  ENTRY_TTL_MS,
  cleanVehicleCache,
  readVehicleCache,
  startVehicleCacheCleanup,
  vehicleCacheKey,
  writeVehicleCache,
} from './vehicle-cache';

const prefix = 'ecuvia_cache_';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('vehicle cache', () => {
  it('keys entries with the product prefix ending in cache_', () => {
    expect(vehicleCacheKey(prefix, 'Manufacturers', { type: 'car' })).toBe(
      'ecuvia_cache_vehicles:Manufacturers:{"type":"car"}',
    );
  });

  it('reads back what it wrote, until the entry expires', () => {
    const key = vehicleCacheKey(prefix, 'Models', { type: 'car', manufacturer: 'peugeot' });
    writeVehicleCache(key, { models: [1, 2] }, 1000);
    expect(readVehicleCache(key, 2000)).toEqual({ models: [1, 2] });
    expect(readVehicleCache(key, 1000 + ENTRY_TTL_MS)).toBeUndefined();
  });

  it('cleans only its own expired entries', () => {
    writeVehicleCache(`${prefix}vehicles:old`, 1, 0);
    writeVehicleCache(`${prefix}vehicles:new`, 2, ENTRY_TTL_MS);
    window.localStorage.setItem('selected_centre', 'nice');
    expect(cleanVehicleCache(prefix, ENTRY_TTL_MS + 1)).toBe(1);
    expect(window.localStorage.getItem(`${prefix}vehicles:old`)).toBeNull();
    expect(window.localStorage.getItem(`${prefix}vehicles:new`)).not.toBeNull();
    expect(window.localStorage.getItem('selected_centre')).toBe('nice');
  });

  it('runs the cleanup every 10 minutes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const stop = startVehicleCacheCleanup(prefix);
    writeVehicleCache(`${prefix}vehicles:x`, 1, 0);
    vi.setSystemTime(ENTRY_TTL_MS);
    vi.advanceTimersByTime(CLEANUP_INTERVAL_MS - 1);
    expect(window.localStorage.getItem(`${prefix}vehicles:x`)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(`${prefix}vehicles:x`)).toBeNull();
    expect(CLEANUP_INTERVAL_MS).toBe(600000);
    stop();
  });
});
