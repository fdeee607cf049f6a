import type { PageDataLoader } from '../../app/page-data';
import { ServiceDetailDocument } from '../../gql/hooks';

export const load: PageDataLoader = (load, { params }) => load(ServiceDetailDocument, { slug: params.service ?? '' });
