import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { startGateway } from './app.js';
import { createLogger } from './lib/logger.js';

/** Process entry point: validated config, start, graceful shutdown on SIGTERM/SIGINT. */
let config;
try {
  config = loadConfig();
} catch (error) {
  // One clear line naming the variable, no stack trace.
  console.error(error instanceof ConfigError ? error.message : `Configuration invalide : ${(error as Error).message}`);
  process.exit(1);
}

/**
 * A new embedded database is filled by a process of its own (cli/prepare-data.ts), which ends before the site
 * starts: the memory that filling it takes is not kept by the site. (A server database's work stays in-process.)
 */
function prepareNewEmbeddedData(config: Config): Promise<void> {
  if (config.databaseUrl || existsSync(path.join(config.dataDir, 'pg'))) return Promise.resolve();
  const script = path.join(import.meta.dirname, 'cli', 'prepare-data.js');
  const child = spawn(process.execPath, [script], { stdio: 'inherit' });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.once('SIGTERM', stop).once('SIGINT', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      if (code === 0) resolve();
      else reject(new Error(`préparation des données interrompue (${signal ?? `code ${code}`})`));
    });
  });
}

const logger = createLogger(config.logLevel);
let gateway;
try {
  await prepareNewEmbeddedData(config);
  gateway = await startGateway(config, logger);
} catch (error) {
  logger.fatal({ err: error }, 'démarrage impossible');
  console.error(`Démarrage impossible : ${(error as Error).message}`);
  process.exit(1);
}
logger.info({ url: gateway.url, centres: config.centres }, `site disponible sur ${gateway.url}`);

const running = gateway;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => {
      logger.error('arrêt trop long, sortie forcée');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    running.close({ drainKeepAlive: true }).then(
      () => {
        logger.info('arrêt terminé');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'erreur pendant l’arrêt');
        process.exit(1);
      },
    );
  });
}
