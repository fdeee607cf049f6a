/** What the gateway's thread and its render threads (page-render.ts, render-worker.ts) say to each other. */
import type { FormattedExecutionResult } from 'graphql';
import type { PostedForm } from '@garage/contract/posted-form';
import type { DocumentParts } from './document.js';
import type { InProcessOperation } from './render-types.js';

export interface RenderThreadData {
  /** client/dist-server/entry-server.js */
  serverEntry: string;
}

export type ToRenderThread =
  /** Render this page into `document`; past `deadline` (epoch ms) the render gives up. */
  | {
      kind: 'render';
      id: number;
      url: string;
      centre: string | null;
      deadline: number;
      document: DocumentParts;
      form?: PostedForm;
    }
  /** The answer to an operation the thread asked for. */
  | { kind: 'answer'; operation: number; result: FormattedExecutionResult }
  | { kind: 'refused'; operation: number; message: string };

export type FromRenderThread =
  /** The server entry is loaded: renders can be sent. */
  | { kind: 'ready' }
  /** The server entry could not load: the thread is of no use. */
  | { kind: 'broken'; message: string }
  /** Run this GraphQL operation for render `render`, and answer it. */
  | { kind: 'execute'; render: number; operation: number; request: InProcessOperation }
  /** The whole page in its compressed forms, the realisations it shows (ids) and the render passes it took. */
  | { kind: 'rendered'; id: number; brotli: Uint8Array; gzip: Uint8Array; realisations: number[]; passes: number }
  | { kind: 'failed'; id: number; timedOut: boolean; message: string };
