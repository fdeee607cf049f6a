import type { DataSource } from 'typeorm';
import type { Logger } from './lib/logger.js';
import type { ReferenceReader } from './services/reference-reader.js';

/** What every resolver receives, built for each request. */
export interface GraphQLContext {
  dataSource: DataSource;
  logger: Logger;
  /** Site, centres and services (read once per process, see ReferenceReader). */
  reference: ReferenceReader;
}

export function createGraphQLContext(
  dataSource: DataSource,
  reference: ReferenceReader,
  logger: Logger,
): GraphQLContext {
  return { dataSource, logger, reference };
}
