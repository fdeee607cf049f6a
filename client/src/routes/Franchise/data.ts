import type { PageDataLoader } from '../../app/page-data';
import { FranchiseFactsDocument } from '../../gql/graphql';

export const load: PageDataLoader = (load) => load(FranchiseFactsDocument);
