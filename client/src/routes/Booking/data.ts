import { PAGE_QUERY } from '@garage/contract/page-contract';
import { loadServicesOverview, type PageDataLoader } from '../../app/page-data';
import { BookingEnginePricesDocument } from '../../gql/hooks';

/** The services' overview besides the site's shell; from an engine page (`?moteur=`), that engine's stage prices. */
export const load: PageDataLoader = async (load, request) => {
  const engine = request.search.get(PAGE_QUERY.engine);
  const centre = request.params.center;
  await Promise.all([
    loadServicesOverview(load, request),
    engine && centre ? load(BookingEnginePricesDocument, { engine, centre }) : undefined,
  ]);
};
