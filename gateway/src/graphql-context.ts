import type { DataSource } from 'typeorm';
import type { Logger } from './lib/logger.js';
import { clientKey } from './services/contact-requests.js';
import type { ReferenceReader } from './services/reference-reader.js';
import type { CatalogueReader } from './services/vehicles/catalogue.js';

/** What every resolver receives, built for each request. */
export interface GraphQLContext {
  dataSource: DataSource;
  logger: Logger;
  /** Site, centres and services (read once per process, see ReferenceReader). */
  reference: ReferenceReader;
  /** Non-reversible key of the caller's IP address, for rate limits. */
  clientKey: string;
  /** Vehicle catalogue reads, cached for a minute. */
  catalogue: CatalogueReader;
}

export function createGraphQLContext(
  dataSource: DataSource,
  reference: ReferenceReader,
  logger: Logger,
  ip: string | undefined,
  catalogue: CatalogueReader,
): GraphQLContext {
  return { dataSource, logger, reference, clientKey: clientKey(ip), catalogue };
}
