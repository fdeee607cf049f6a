/**
 * One render thread of the pool (page-render.ts): it loads the SPA's server entry, renders the pages it is sent,
 * puts each into its document and compresses it.
 * Data comes from the gateway's thread, which owns the database: each GraphQL operation is posted there and its
 * answer posted back.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FormattedExecutionResult } from 'graphql';
import type { PostedForm } from '@garage/contract/posted-form';
import type { InProcessOperation } from './render-types.js';
import { renderDocument } from './document.js';
import { compressPage } from './page-compression.js';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-messages.js';

interface ServerEntry {
  renderPage(request: {
    url: string;
    centre: string | null;
    execute(operation: InProcessOperation): Promise<FormattedExecutionResult>;
    signal: AbortSignal;
    form?: PostedForm;
  }): Promise<{ html: string; state: unknown; passes: number }>;
}

const port = parentPort!;
const { serverEntry } = workerData as RenderThreadData;
const post = (message: FromRenderThread) => port.postMessage(message);

/** Operations waiting for their answer from the gateway's thread, by number. */
const pending = new Map<number, { resolve(result: FormattedExecutionResult): void; reject(error: Error): void }>();
let lastOperation = 0;

/** The realisations a page shows: those in its Apollo cache (`Realisation:<id>` entries). */
const REALISATION_KEY = /^Realisation:(\d+)$/;
function realisationsIn(state: unknown): number[] {
  const apollo = (state as { apollo?: Record<string, unknown> }).apollo ?? {};
  return Object.keys(apollo).flatMap((key) => {
    const id = REALISATION_KEY.exec(key)?.[1];
    return id ? [Number(id)] : [];
  });
}

async function render(entry: ServerEntry, message: Extract<ToRenderThread, { kind: 'render' }>) {
  // A timer of our own, cleared when the render ends: `AbortSignal.timeout` kept every finished render's tree and
  // data reachable until its budget ran out, hundreds of renders at a time under a crawl.
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), Math.max(0, message.deadline - Date.now()));
  const { signal } = budget;
  try {
    const page = await entry.renderPage({
      url: message.url,
      centre: message.centre,
      form: message.form,
      // Past the deadline no operation starts (a render whose data all comes at once may finish before the timer
      // that aborts it has had its turn).
      execute: (operation) => {
        if (signal.aborted || Date.now() >= message.deadline) {
          return Promise.reject(new Error('Rendu interrompu : délai dépassé'));
        }
        const id = ++lastOperation;
        post({ kind: 'execute', render: message.id, operation: id, request: operation });
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      },
      signal,
    });
    // The whole page, compressed, is made here: the gateway's thread only keeps and sends it.
    const html = renderDocument(message.document, page);
    const realisations = realisationsIn(page.state);
    post({ kind: 'rendered', id: message.id, ...compressPage(html), realisations, passes: page.passes });
  } catch (error) {
    post({
      kind: 'failed',
      id: message.id,
      timedOut: signal.aborted || Date.now() >= message.deadline,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    clearTimeout(timer);
  }
}

try {
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  port.on('message', (message: ToRenderThread) => {
    if (message.kind === 'render') return void render(entry, message);
    const waiting = pending.get(message.operation);
    pending.delete(message.operation);
    if (message.kind === 'answer') waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.message));
  });
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'broken', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
