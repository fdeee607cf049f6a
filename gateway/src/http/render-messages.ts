/** What the gateway's thread and its render threads (render-pool.ts, render-worker.ts) say to each other. */
import type { FormattedExecutionResult } from 'graphql';
import type { InProcessOperation } from './graphql.js';

export interface RenderThreadData {
  /** client/dist-server/entry-server.js */
  serverEntry: string;
}

export type ToRenderThread =
  /** Render this page; past `deadline` (epoch ms) the render gives up. */
  | { kind: 'render'; id: number; url: string; centre: string | null; deadline: number }
  /** The answer to an operation the thread asked for. */
  | { kind: 'answer'; operation: number; result: FormattedExecutionResult }
  | { kind: 'refused'; operation: number; message: string }
  /** Make this page's compressed forms. */
  | { kind: 'compress'; id: number; html: string };

export type FromRenderThread =
  /** The server entry is loaded: renders can be sent. */
  | { kind: 'ready' }
  /** The server entry could not load: the thread is of no use. */
  | { kind: 'broken'; message: string }
  /** Run this GraphQL operation for render `render`, and answer it. */
  | { kind: 'execute'; render: number; operation: number; request: InProcessOperation }
  /**
   * The page's markup, its data block as JSON ready to go inside a `<script>` element, and the realisations it
   * shows (ids).
   */
  | { kind: 'rendered'; id: number; html: string; stateJson: string; realisations: number[] }
  | { kind: 'failed'; id: number; timedOut: boolean; message: string }
  | { kind: 'compressed'; id: number; brotli: Uint8Array; gzip: Uint8Array };
