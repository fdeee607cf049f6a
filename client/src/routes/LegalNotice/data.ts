import type { PageDataLoader } from '../../app/page-data';
import { LegalDocumentDocument } from '../../gql/graphql';

export const load: PageDataLoader = (load) => load(LegalDocumentDocument, { slug: 'mentions-legales' });
