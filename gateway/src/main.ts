import { ConfigError, loadConfig } from './config.js';
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

const logger = createLogger(config.logLevel);
let gateway;
try {
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
    running.close().then(
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
