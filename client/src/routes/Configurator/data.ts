import type { PageDataLoader } from '../../app/page-data';
import {
  E85OfferDocument,
  EnginesDocument,
  ManufacturersDocument,
  ModelsDocument,
  RemapPriceDocument,
  VehicleTrailDocument,
  VehicleTypesDocument,
  YearsDocument,
} from '../../gql/graphql';

/** The trail of the path, then the list of the level it stops at, or the engine's price. */
export const load: PageDataLoader = async (load, { params }) => {
  const { type, brand, model, year, engine } = params;
  const trail = (await load(VehicleTrailDocument, { type, manufacturer: brand, model, year, engine }))?.vehicleTrail;
  if (!trail) return;
  if (!trail.type) await load(VehicleTypesDocument);
  else if (!trail.manufacturer) await load(ManufacturersDocument, { type: trail.type.id });
  else if (!trail.model) await load(ModelsDocument, { type: type!, manufacturer: trail.manufacturer.slug });
  else if (!trail.year) await load(YearsDocument, { type: type!, manufacturer: brand!, model: trail.model.slug });
  else if (!trail.engine)
    await load(EnginesDocument, { type: type!, manufacturer: brand!, model: model!, year: trail.year });
  else {
    const variables = { type: type!, powerHp: trail.engine.powerHp };
    await Promise.all([load(RemapPriceDocument, variables), load(E85OfferDocument, variables)]);
  }
};
