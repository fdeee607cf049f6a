import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import type { Logger } from '../lib/logger.js';
import type { InProcessOperation } from './graphql.js';
import type { GatewayMetrics } from './metrics.js';

/**
 * The shape of client/src/entry-server.tsx, built by Vite into client/dist-server/entry-server.js. (The gateway is
 * compiled by tsc apart from the client: the two sides agree on this contract, and the browser tests hold it.)
 */
interface ServerEntry {
  renderPage(request: {
    url: string;
    centre: string | null;
    execute(operation: InProcessOperation): Promise<FormattedExecutionResult>;
    signal: AbortSignal;
  }): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** Markup of the app, for inside `<div id="root">`. */
  html: string;
  /** The data block the browser hydrates from (client/src/app/rendered-state.ts). */
  state: { centre: string | null; apollo: Record<string, unknown> };
}

/** Renders in progress at once; the next ones wait (see loadPageRenderer). */
const MAX_RENDERS_AT_ONCE = 4;

export interface PageRenderer {
  /** The page's HTML and data, or undefined when the render failed or ran out of time (logged). */
  render(request: {
    url: string;
    centre: string | null;
    ip: string | undefined;
    logger: Logger;
  }): Promise<RenderedPage | undefined>;
}

/**
 * Loads the SPA's server entry. Without it (the client was built before server rendering, or not at all) pages
 * are sent empty and rendered in the browser, as before.
 */
export async function loadPageRenderer(deps: {
  serverEntry: string;
  budgetMs: number;
  execute(
    operation: InProcessOperation,
    request: { ip: string | undefined; logger: Logger },
  ): Promise<FormattedExecutionResult>;
  logger: Logger;
  metrics?: GatewayMetrics;
}): Promise<PageRenderer | undefined> {
  if (!existsSync(deps.serverEntry)) {
    deps.logger.warn(
      { serverEntry: deps.serverEntry },
      'rendu serveur absent : les pages seront rendues par le navigateur',
    );
    return undefined;
  }
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(deps.serverEntry).href)) as ServerEntry;
  } catch (error) {
    // A server build that cannot load (a dependency missing from the installation) must not keep the site down.
    deps.logger.error(
      { err: error, serverEntry: deps.serverEntry },
      'rendu serveur impossible à charger : les pages seront rendues par le navigateur',
    );
    return undefined;
  }
  // Renders share one thread: past a few at once, each only takes longer. The others wait their turn, and the
  // wait counts in their budget (under a flood of new URLs, pages go to the browser rather than time out).
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < MAX_RENDERS_AT_ONCE) {
        running++;
        return resolve();
      }
      const go = () => {
        signal.removeEventListener('abort', giveUp);
        running++;
        resolve();
      };
      const giveUp = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new Error('Rendu non commencé : délai dépassé en attente'));
      };
      waiting.push(go);
      signal.addEventListener('abort', giveUp, { once: true });
    });
  const done = () => {
    running--;
    waiting.shift()?.();
  };
  deps.metrics?.watchRenderQueue(() => waiting.length);

  return {
    async render({ url, centre, ip, logger }) {
      const started = performance.now();
      const signal = AbortSignal.timeout(deps.budgetMs);
      try {
        await turn(signal);
        const rendering = deps.metrics?.renderDuration.startTimer();
        try {
          const page = await entry.renderPage({
            url,
            centre,
            // Past the budget no operation starts (a render whose data all comes at once may finish before the
            // timer that aborts it has had its turn).
            execute: (operation) =>
              signal.aborted || performance.now() - started >= deps.budgetMs
                ? Promise.reject(new Error('Rendu interrompu : délai dépassé'))
                : deps.execute(operation, { ip, logger }),
            signal,
          });
          rendering?.();
          return page;
        } finally {
          done();
        }
      } catch (error) {
        const timedOut = signal.aborted || performance.now() - started >= deps.budgetMs;
        deps.metrics?.renderFailures.inc({ reason: timedOut ? 'timeout' : 'error' });
        // The visitor still gets the page, rendered by the browser; the failure is for the operator.
        logger.error(
          { err: error, url, ms: Math.round(performance.now() - started) },
          'rendu serveur impossible : page envoyée au navigateur sans contenu',
        );
        return undefined;
      }
    },
  };
}
