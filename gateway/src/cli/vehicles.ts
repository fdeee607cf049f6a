/**
 * The garage's tools for the vehicle catalogue:
 *   npm run vehicles:import -- file.csv [--dry-run]   checks every row, then adds or updates them all, or none
 *   npm run vehicles:export -- file.csv               writes the whole catalogue in the same format ("-": stdout)
 * Uses the same database as the site (DATABASE_URL, or the embedded one under DATA_DIR: stop the site first).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/database.js';
import { createLogger } from '../lib/logger.js';
import { formatCatalogueCsv, parseCatalogueCsv } from '../services/vehicles/catalogue-rows.js';
import { exportCatalogueRows } from '../services/vehicles/catalogue-export.js';
import { upsertCatalogueRows } from '../services/vehicles/catalogue-import.js';

const [command, file, ...flags] = process.argv.slice(2);
const usage = 'Usage : npm run vehicles:import -- fichier.csv [--dry-run] | npm run vehicles:export -- fichier.csv';
// npm runs scripts from the project root; paths typed by the user are relative to where they typed them.
const resolveUserPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

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
    const { rows, errors } = parseCatalogueCsv(csv);
    if (errors.length) {
      console.error(`${errors.length} erreur(s) dans ${file} ; rien n’a été importé :`);
      for (const e of errors) console.error(`  ligne ${e.line} : ${e.message}`);
      return 1;
    }
    if (flags.includes('--dry-run')) {
      console.log(`${rows.length} ligne(s) valides ; rien n’a été importé (--dry-run).`);
      return 0;
    }
  }

  const config = loadConfig();
  const database = await openDatabase(config, createLogger('warn'));
  try {
    await database.withStartupLock(() => migrate(database.dataSource));
    if (command === 'import') {
      const { rows } = parseCatalogueCsv(csv);
      const summary = await database.dataSource.transaction((manager) => upsertCatalogueRows(manager, rows));
      console.log(
        `Import terminé : ${summary.engines} moteur(s), ${summary.models} modèle(s), ${summary.manufacturers} marque(s).`,
      );
    } else {
      const text = formatCatalogueCsv(await exportCatalogueRows(database.dataSource));
      // Wait for the pipe to take everything: exiting right after write() would cut the output.
      if (file === '-') await new Promise<void>((resolve) => process.stdout.write(text, () => resolve()));
      else {
        writeFileSync(resolveUserPath(file), text);
        console.log(`Catalogue exporté dans ${file}.`);
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
