/**
 * The garage's tools for the vehicle catalogue and the remap's price grid:
 *   npm run vehicles:import -- file.csv [--dry-run]   checks every row, then adds or updates them all, or none
 *   npm run vehicles:export -- file.csv               writes the whole catalogue in the same format ("-": stdout)
 *   npm run prices:import -- file.csv [--dry-run]     checks every line, then replaces the whole grid, or nothing
 *   npm run prices:export -- file.csv                 writes the grid in the same format ("-": stdout)
 * (`node gateway/dist/cli/vehicles.js [prices] import|export file.csv` once built.)
 * Uses the same database as the site (DATABASE_URL, or the embedded one under DATA_DIR: stop the site first).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { importPriceGridCsv, readPriceGrid } from '../services/prices/price-grid.js';
import { formatPriceGridCsv, parsePriceGridCsv } from '../services/prices/price-grid-rows.js';
import { formatCatalogueCsv, parseCatalogueCsv } from '../services/vehicles/catalogue-rows.js';
import { exportCatalogueRows } from '../services/vehicles/catalogue-export.js';
import { upsertCatalogueRows } from '../services/vehicles/catalogue-import.js';
import type { RowError } from '../services/vehicles/catalogue-rows.js';

const args = process.argv.slice(2);
/** `prices import|export`: the price grid; `import|export` alone: the catalogue. */
const prices = args[0] === 'prices';
const [command, file, ...flags] = prices ? args.slice(1) : args;
const usage =
  'Usage : npm run vehicles:import -- fichier.csv [--dry-run] | npm run vehicles:export -- fichier.csv\n' +
  '        npm run prices:import -- fichier.csv [--dry-run] | npm run prices:export -- fichier.csv';
// npm runs scripts from the project root; paths typed by the user are relative to where they typed them.
const resolveUserPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** What each table needs: how a file is checked, imported and written. */
const table = prices
  ? {
      check: (csv: string) => {
        const { rows, errors } = parsePriceGridCsv(csv);
        return { count: rows.length, errors };
      },
      import: async (db: DataSource, csv: string) =>
        `Grille de prix importée : ${(await importPriceGridCsv(db, csv)).bands} tranche(s).`,
      export: async (db: DataSource) => formatPriceGridCsv(await readPriceGrid(db)),
      exported: 'Grille de prix exportée',
    }
  : {
      check: (csv: string) => {
        const { rows, errors } = parseCatalogueCsv(csv);
        return { count: rows.length, errors };
      },
      import: async (db: DataSource, csv: string) => {
        const { rows } = parseCatalogueCsv(csv);
        const summary = await db.transaction((manager) => upsertCatalogueRows(manager, rows));
        return `Import terminé : ${summary.engines} moteur(s), ${summary.models} modèle(s), ${summary.manufacturers} marque(s).`;
      },
      export: async (db: DataSource) => formatCatalogueCsv(await exportCatalogueRows(db)),
      exported: 'Catalogue exporté',
    };

function reportErrors(errors: RowError[]) {
  console.error(`${errors.length} erreur(s) dans ${file} ; rien n’a été importé :`);
  for (const e of errors) console.error(`  ligne ${e.line} : ${e.message}`);
}

async function main(): Promise<number> {
  if ((command !== 'import' && command !== 'export') || !file) {
    console.error(usage);
    return 2;
  }
  let csv = '';
  if (command === 'import') {
    try {
      csv = readFileSync(resolveUserPath(file), 'utf8');
    } catch (error) {
      console.error(`Lecture impossible de ${file} : ${(error as Error).message}`);
      return 1;
    }
    const { count, errors } = table.check(csv);
    if (errors.length) {
      reportErrors(errors);
      return 1;
    }
    if (flags.includes('--dry-run')) {
      console.log(`${count} ligne(s) valides ; rien n’a été importé (--dry-run).`);
      return 0;
    }
  }

  const config = loadConfig();
  const database = await openDatabase(config, createLogger('warn'));
  try {
    await database.withStartupLock(() => migrate(database.dataSource));
    if (command === 'import') console.log(await table.import(database.dataSource, csv));
    else {
      const text = await table.export(database.dataSource);
      // Wait for the pipe to take everything: exiting right after write() would cut the output.
      if (file === '-') await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
      else {
        writeFileSync(resolveUserPath(file), text);
        console.log(`${table.exported} dans ${file}.`);
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Échec : ${(error as Error).message}`);
    process.exit(1);
  },
);
