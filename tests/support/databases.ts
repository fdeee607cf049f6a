import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { adminDatabaseUrl, copyTemplateFolder, createServerDatabase, dropServerDatabase } from './templates.js';

/**
 * Test databases. Every suite gets its own: a PGlite data folder, or a database on the PostgreSQL server
 * (TEST_DATABASE_URL, default the machine's server on 127.0.0.1:5432, database `test`). By default it is a copy of
 * the run's catalogue template (migrated, reference data and vehicle catalogue loaded, as a first start leaves it);
 * `{ empty: true }` gives a database with nothing in it, for what a first start or a restore does. Nothing here
 * touches DATA_DIR.
 */
export type Backend = 'embedded' | 'server';
export const backends: Backend[] = ['embedded', 'server'];
export { adminDatabaseUrl };

export interface TestDatabase {
  backend: Backend;
  /** Environment for the gateway: DATA_DIR always (uploads live there), DATABASE_URL for the server. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

export async function createTestDatabase(backend: Backend, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const template = options.empty ? undefined : inject('catalogueTemplates')[backend];
  const prefix = `gw-${backend}-`;
  const dataDir = template ? copyTemplateFolder(template, prefix) : mkdtempSync(path.join(os.tmpdir(), prefix));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (backend === 'embedded') return { backend, env: { DATA_DIR: dataDir }, drop: async () => removeFolder() };

  const name = `gw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const url = await createServerDatabase(name, template?.database);
  return {
    backend,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async drop() {
      await dropServerDatabase(name);
      removeFolder();
    },
  };
}
