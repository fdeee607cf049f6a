import type { PageDataLoader } from '../../app/page-data';
import { LegalDocumentDocument } from '../../gql/hooks';

export const load: PageDataLoader = (load) => load(LegalDocumentDocument, { slug: 'confidentialite' });
