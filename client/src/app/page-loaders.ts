import type { PageDataLoader } from './page-data';

/**
 * The data loader of each route folder that has one (routes/<Screen>/data.ts), by folder (screen) name. Read by the
 * server's render only (entry-server.tsx): the loaders are all imported here, which the browser's bundle must not do.
 */
const files = import.meta.glob<{ load: PageDataLoader }>('../routes/*/data.ts', { eager: true });

export const PAGE_LOADERS: ReadonlyMap<string, PageDataLoader> = new Map(
  Object.entries(files).map(([file, module]) => [file.split('/')[2]!, module.load]),
);
