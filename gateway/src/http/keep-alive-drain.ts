import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * Shutting down without resetting a kept-alive connection's next request (issue « Faults that end well », item 4).
 *
 * Node's `server.close()` ends the idle kept-alive connections at once: a client that sends its next request on one
 * at that moment gets a reset, though the request was never seen. Instead, on SIGTERM the server stops accepting
 * connections but leaves the open ones be: each request still received is answered with `Connection: close`, and an
 * idle connection is left to end as it would anyway, by the server's keep-alive timeout (5 s, which the server
 * announces in `Keep-Alive: timeout=5`, so a client stops reusing it before). A client that sent nothing for that
 * long has nothing in flight. Only then does the rest of the shutdown run.
 */
export function keepAliveDrain(server: Server) {
  const open = new Set<Socket>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  // First of the request listeners: the header is set before the app can write its answer.
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });

  return {
    /**
     * Stops accepting connections, answers what comes on the open ones with `Connection: close`, and resolves once
     * they have all closed, or after `graceMs`.
     */
    async drain(graceMs: number): Promise<void> {
      draining = true;
      // `net.Server`'s own close: stop listening, without `http.Server`'s ending of the idle connections.
      if (server.listening) NetServer.prototype.close.call(server);
      const deadline = Date.now() + graceMs;
      while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
