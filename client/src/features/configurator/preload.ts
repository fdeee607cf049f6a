import type { ApolloClient } from '@apollo/client';
import { ManufacturersDocument, VehicleTypesDocument } from '../../gql/graphql';
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
    load('VehicleTypes', async () => (await client.query({ query: VehicleTypesDocument })).data, {}),
    ...PRELOADED_TYPES.map((type) =>
      load(
        'Manufacturers',
        async () => (await client.query({ query: ManufacturersDocument, variables: { type } })).data,
        { type },
      ),
    ),
  ]);
}
