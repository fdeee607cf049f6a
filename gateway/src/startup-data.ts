import type { Config } from './config.js';
import { loadCentrePreset } from './content/centres/index.js';
import { services as serviceContent } from './content/services/index.js';
import { migrate, type Database } from './db/database.js';
import type { Logger } from './lib/logger.js';
import type { MediaStore } from './media/media-store.js';
import { ensureInitialAdmin } from './services/admin/accounts.js';
import { seedDemoRealisations } from './services/demo/demo-seed.js';
import { seedPriceGrid } from './services/prices/price-grid.js';
import { loadReferenceData } from './services/reference-data.js';
import { resolveSiteIdentity } from './services/site.js';
import { seedCatalogue } from './services/vehicles/catalogue-import.js';

/**
 * The start-up work on the database: schema, reference data (centres, site, services), the vehicle catalogue and
 * the price grid of a new database, the first administrator and the demo content. Each step does nothing when
 * already done, so a second start only reloads the reference data.
 */
export async function prepareData(config: Config, database: Database, media: MediaStore, logger: Logger) {
  const centres = loadCentrePreset(config.centres);
  const site = resolveSiteIdentity(config, centres);
  // One gateway at a time does the start-up work; the others wait, then find it done (demo media included, so no
  // process generates pictures that another one already stored).
  await database.withStartupLock(async () => {
    const ran = await migrate(database.dataSource);
    if (ran.length) logger.info({ migrations: ran }, 'migrations appliquées');
    await loadReferenceData(database.dataSource, { centres, site: site.identity, services: serviceContent });
    const catalogue = await seedCatalogue(database.dataSource);
    if (catalogue) logger.info(catalogue, 'catalogue des véhicules chargé');
    const priceBands = await seedPriceGrid(database.dataSource);
    if (priceBands) logger.info({ bands: priceBands }, 'grille de prix chargée');
    const admin = await ensureInitialAdmin(database.dataSource, config.initialAdmin);
    if (admin === 'created') logger.info({ username: config.initialAdmin!.username }, 'administrateur créé');
    if (config.demoContent) {
      const created = await seedDemoRealisations(database.dataSource, media, centres);
      if (created) logger.info({ realisations: created }, 'réalisations de démonstration créées');
    }
  });
}
