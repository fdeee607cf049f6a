import type { TestProject } from 'vitest/node';
import { ensureTemplate, type Template } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Databases with the schema, the reference data and the vehicle catalogue, to copy per suite. */
    catalogueTemplates: { embedded: Template; server: Template };
  }
}

/** Made once per run, before the API suites: see templates.ts. */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const env = { DEMO_CONTENT: 'false' };
  const [embedded, server] = await Promise.all([
    ensureTemplate({ name: 'catalogue', backend: 'embedded', env }),
    ensureTemplate({ name: 'catalogue', backend: 'server', env }),
  ]);
  project.provide('catalogueTemplates', { embedded, server });
  console.log(`Modèles de base de données prêts en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
