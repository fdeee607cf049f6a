import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import type { RouteId } from '@garage/contract/route-manifest';
import { realisationIdOf } from '@garage/contract/paths';
import { GALLERY_PAGE_SIZE, galleryTypeOf } from '../features/gallery/gallery-page';
import {
  E85OfferDocument,
  EnginesDocument,
  FranchiseFactsDocument,
  LegalDocumentDocument,
  ManufacturersDocument,
  ModelsDocument,
  RealisationBenchRunDocument,
  RealisationDocument,
  RealisationsDocument,
  RemapPriceDocument,
  ServiceDetailDocument,
  ServicesOverviewDocument,
  VehicleTrailDocument,
  VehicleTypesDocument,
  YearsDocument,
} from '../gql/graphql';

/** Runs one operation into the render's cache and gives its data (undefined when it failed). */
export type LoadOperation = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData | undefined>;

export interface PageDataRequest {
  /** The route's named segments (route-manifest.ts), and the centre of a `/{center}/…` path. */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

type PageDataLoader = (load: LoadOperation, request: PageDataRequest) => Promise<unknown>;

/**
 * What each public page's screens ask for, with the same variables, so that the gateway runs every operation of a
 * page before rendering it once (decision 028). Each loader mirrors its screen's hooks: the site's shell, which every
 * page's layout reads, is loaded before any of them. A loader that misses a hook costs only time: the render then
 * falls back to rendering again until no hook is left waiting, and `garage_page_renders_total` counts it (the HTML
 * check renders one page of every pattern and fails on such a page).
 */
const servicesOverview: PageDataLoader = (load) => load(ServicesOverviewDocument);
const legalDocument =
  (slug: string): PageDataLoader =>
  (load) =>
    load(LegalDocumentDocument, { slug });

const PAGE_DATA: Record<RouteId | 'notFound', PageDataLoader | null> = {
  home: servicesOverview,
  centreHome: servicesOverview,
  services: servicesOverview,
  contact: servicesOverview,
  booking: servicesOverview,
  myBooking: null,
  sitemap: servicesOverview,
  notFound: servicesOverview,
  maritime: servicesOverview,
  admin: null,
  legalNotice: legalDocument('mentions-legales'),
  privacy: legalDocument('confidentialite'),
  terms: legalDocument('conditions'),
  franchise: (load) => load(FranchiseFactsDocument),
  service: (load, { params }) => load(ServiceDetailDocument, { slug: params.service ?? '' }),
  configurator: loadConfigurator,
  realisations: loadGallery,
  realisation: loadGallery,
};

export function loadPageData(route: RouteId | 'notFound', load: LoadOperation, request: PageDataRequest) {
  return PAGE_DATA[route]?.(load, request);
}

/** Configurator.tsx: the trail of the path, then the list of the level it stops at, or the engine's price. */
async function loadConfigurator(load: LoadOperation, { params }: PageDataRequest) {
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
}

/** Realisations.tsx: the centre's page of jobs (the network's when the centre has none of the vehicle), the job shared. */
async function loadGallery(load: LoadOperation, { params, search }: PageDataRequest) {
  const brand = search.get(PAGE_QUERY.brand);
  const model = search.get(PAGE_QUERY.model);
  const variables = {
    type: galleryTypeOf(search),
    brand,
    model,
    first: GALLERY_PAGE_SIZE,
    after: search.get(PAGE_QUERY.after),
  };
  const centre = params.center ?? null;
  const sharedId = realisationIdOf(params.realisation);
  const loadShared = async (id: string) => {
    const job = (await load(RealisationDocument, { id }))?.realisation;
    // The job's bench curves in its lightbox, or « Page introuvable » with the services' links.
    await (job ? load(RealisationBenchRunDocument, { id: job.id }) : load(ServicesOverviewDocument));
  };
  const loadJobs = async () => {
    const centred = await load(RealisationsDocument, { ...variables, centre });
    if (centre && (brand || model) && centred?.realisations.nodes.length === 0)
      await load(RealisationsDocument, { ...variables, centre: null });
  };
  await Promise.all([loadJobs(), sharedId && loadShared(sharedId)]);
}
