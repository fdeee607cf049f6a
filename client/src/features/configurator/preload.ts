import type { ApolloClient } from '@apollo/client';
import { ManufacturersDocument, VehicleTypesDocument } from '../../gql/hooks';
import { readVehicleCache, vehicleCacheKey, writeVehicleCache } from './vehicle-cache';

const PRELOADED_TYPES = ['car', 'motorcycle', 'camion'];

/** Landing page: fetch vehicle types and the manufacturers of each type ahead of the configurator; errors ignored. */
export async function preloadVehicleData(client: ApolloClient, prefix: string): Promise<void> {
  const load = async (operation: string, run: () => Promise<unknown>, variables: Record<string, unknown>) => {
    const key = vehicleCacheKey(prefix, operation, variables);
    if (readVehicleCache(key) !== undefined) return;
    try {
      const data = await run();
      if (data) writeVehicleCache(key, data);
    } catch {
      // Preload errors are ignored (spec section 4): the configurator loads what it needs itself.
    }
  };
  await Promise.all([
    // 'no-cache': the data goes to the browser cache above, which the configurator reads first; normalising long
    // brand lists into Apollo's cache as well would only cost main-thread time.
    load(
      'VehicleTypes',
      async () => (await client.query({ query: VehicleTypesDocument, fetchPolicy: 'no-cache' })).data,
      {},
    ),
    ...PRELOADED_TYPES.map((type) =>
      load(
        'Manufacturers',
        async () =>
          (await client.query({ query: ManufacturersDocument, variables: { type }, fetchPolicy: 'no-cache' })).data,
        { type },
      ),
    ),
  ]);
}

/**
 * The same preload once the page has loaded and the browser is idle, so it never competes with the first screen
 * for the network or the main thread. Returns a function that cancels it if it has not started.
 */
export function preloadVehicleDataWhenIdle(client: ApolloClient, prefix: string): () => void {
  // Safari has no requestIdleCallback: a short timeout stands in for it.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let cancelled = false;
  let handle: number | undefined;
  const start = () => {
    if (cancelled) return;
    const run = () => void preloadVehicleData(client, prefix);
    handle = hasIdle ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 500);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (handle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
