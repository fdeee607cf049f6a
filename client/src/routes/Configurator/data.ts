import { PAGE_QUERY } from '@garage/contract/page-contract';
import { vehicleTypeOf } from '@garage/contract/paths';
import type { PageDataLoader } from '../../app/page-data';
import {
  E85OfferDocument,
  EnginesDocument,
  ManufacturersDocument,
  ModelsDocument,
  RemapPriceDocument,
  VehicleSearchDocument,
  VehicleTrailDocument,
  VehicleTypesDocument,
  YearsDocument,
} from '../../gql/hooks';
import { resultsPageVariables } from '../../features/vehicle-search/search-results';

/**
 * The trail of the path, then the list of the level it stops at, or the engine's price; on the first screen, the
 * results of a submitted vehicle search (`?q=`).
 */
export const load: PageDataLoader = async (load, { params, search }) => {
  const { brand, model, year, engine } = params;
  const type = params.type && vehicleTypeOf(params.type);
  const trail = (await load(VehicleTrailDocument, { type, manufacturer: brand, model, year, engine }))?.vehicleTrail;
  if (!trail) return;
  if (!trail.type) {
    const query = search.get(PAGE_QUERY.search)?.trim();
    await Promise.all([
      load(VehicleTypesDocument),
      query ? load(VehicleSearchDocument, resultsPageVariables(query)) : undefined,
    ]);
  } else if (!trail.manufacturer) await load(ManufacturersDocument, { type: trail.type.id });
  else if (!trail.model) await load(ModelsDocument, { type: type!, manufacturer: trail.manufacturer.slug });
  else if (!trail.year) await load(YearsDocument, { type: type!, manufacturer: brand!, model: trail.model.slug });
  else if (!trail.engine)
    await load(EnginesDocument, { type: type!, manufacturer: brand!, model: model!, year: trail.year });
  else {
    const variables = { type: type!, powerHp: trail.engine.powerHp };
    // The engine's prices by its page's path, as EngineDetail names it, for the page's centre.
    const enginePath = [type, trail.manufacturer.slug, trail.model.slug, trail.year, trail.engine.slug].join('/');
    await Promise.all([
      load(RemapPriceDocument, { engine: enginePath, centre: params.center ?? null }),
      load(E85OfferDocument, variables),
    ]);
  }
};
