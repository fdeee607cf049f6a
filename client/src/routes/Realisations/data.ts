import { PAGE_QUERY } from '@garage/contract/page-contract';
import { realisationIdOf } from '@garage/contract/paths';
import type { PageDataLoader } from '../../app/page-data';
import { GALLERY_PAGE_SIZE, galleryTypeOf } from '../../features/gallery/gallery-page';
import {
  RealisationBenchRunDocument,
  RealisationDocument,
  RealisationsDocument,
  ServicesOverviewDocument,
} from '../../gql/hooks';

/** The centre's page of jobs (the network's when the centre has none of the vehicle), and the job shared. */
export const load: PageDataLoader = async (load, { params, search }) => {
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
};
