import type { PageDataLoader } from '../../app/page-data';
import { FranchiseFactsDocument } from '../../gql/hooks';

export const load: PageDataLoader = (load) => load(FranchiseFactsDocument);
