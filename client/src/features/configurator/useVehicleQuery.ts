import { useEffect, useMemo } from 'react';
import { useSiteShellQuery } from '../../gql/hooks';
import { readVehicleCache, vehicleCacheKey, writeVehicleCache } from './vehicle-cache';

export interface QueryResult<T> {
  data?: T;
  loading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface VehicleCacheSlot<T> {
  key: string | null;
  cached: T | undefined;
  /** A fresh copy is in the browser: skip the network. */
  hit: boolean;
}

/** Looks the query up in the browser cache (keys carry the site's product prefix). */
export function useVehicleCache<T>(operation: string, variables: Record<string, unknown>): VehicleCacheSlot<T> {
  const prefix = useSiteShellQuery().data?.site.cacheKeyPrefix;
  const key = prefix ? vehicleCacheKey(prefix, operation, variables) : null;
  const cached = useMemo(() => (key ? readVehicleCache<T>(key) : undefined), [key]);
  return { key, cached, hit: cached !== undefined };
}

/** The cached copy when there is one, otherwise the API's answer, which is then stored. */
export function useCachedResult<T>(slot: VehicleCacheSlot<T>, query: QueryResult<T>): QueryResult<T> {
  const { key } = slot;
  useEffect(() => {
    if (key && query.data !== undefined) writeVehicleCache(key, query.data);
  }, [key, query.data]);
  return slot.hit ? { data: slot.cached, loading: false, refetch: query.refetch } : query;
}
