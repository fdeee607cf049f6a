/**
 * The start-up work on the database (startup-data.ts) in a process of its own, then exit. main.ts runs it before the
 * first start on a new embedded database: the catalogue's import and the demo pictures leave memory behind (PGlite's
 * WebAssembly heap never shrinks, and the allocator keeps the arenas of sharp's threads), which then goes with this
 * process instead of staying with the site's.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { createMediaStore } from '../media/create-media-store.js';
import { prepareData } from '../startup-data.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
try {
  const media = await createMediaStore(config.media.store);
  try {
    const database = await openDatabase(config, logger);
    try {
      await prepareData(config, database, media, logger);
    } finally {
      await database.close();
    }
  } finally {
    await media.close();
  }
} catch (error) {
  logger.fatal({ err: error }, 'préparation des données impossible');
  console.error(`Préparation des données impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}
