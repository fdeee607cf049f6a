import { demoTemplate, ensureTemplate } from '../support/templates.js';

/**
 * Once per run: a seeded data folder per centre preset (catalogue, demo realisations and their media, the test
 * administrator), which every worker copies for its own gateway (see `gateway` in fixtures.ts).
 */
export default async function globalSetup() {
  const started = Date.now();
  const catalogue = await ensureTemplate({ name: 'catalogue', backend: 'embedded', env: { DEMO_CONTENT: 'false' } });
  // Both presets at once: most of the work is picture encoding on the thread pool, which this spreads over the cores.
  const presets = ['fr', 'ma'] as const;
  const seeded = await Promise.all(presets.map((preset) => demoTemplate(preset, catalogue)));
  // Workers inherit the environment of the runner as it is after this setup.
  presets.forEach((preset, i) => (process.env[`E2E_TEMPLATE_${preset.toUpperCase()}`] = seeded[i]!.dataDir));
  console.log(`Données des tests navigateur prêtes en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
