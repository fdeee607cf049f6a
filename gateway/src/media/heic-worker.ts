import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { decodeHeic } from './heic.js';
import { isMediaError } from './media-error.js';

/*
 * The worker thread of heic-pool.ts: decodes one HEIC file at a time, off the gateway's event loop. It answers each
 * request with the PNG (its memory handed over, not copied) or with the MediaError's status and message.
 */

export interface HeicRequest {
  id: number;
  filePath: string;
}

export type HeicAnswer =
  { id: number; png: ArrayBuffer } | { id: number; failure: { status: number; message: string } | null };

parentPort!.on('message', async ({ id, filePath }: HeicRequest) => {
  try {
    const png = await decodeHeic(await readFile(filePath));
    // sharp's output lives in memory that cannot be transferred: one copy here, in the worker, spares the event
    // loop the copy that sending it without a transfer would make there.
    const transferable = new ArrayBuffer(png.length);
    new Uint8Array(transferable).set(png);
    const answer: HeicAnswer = { id, png: transferable };
    parentPort!.postMessage(answer, [answer.png]);
  } catch (error) {
    const failure = isMediaError(error) ? { status: error.status, message: error.message } : null;
    parentPort!.postMessage({ id, failure } satisfies HeicAnswer);
  }
});
