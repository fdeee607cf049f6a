import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** Node's parser codes for requests it refuses before Express sees them, with the answer each gets. */
const REFUSALS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'En-têtes de requête trop volumineux'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Requête trop lente : délai dépassé'],
};
const MALFORMED: [number, string] = [400, 'Requête HTTP invalide'];

/**
 * Requests too malformed for Express (broken request line or header, headers too large, too slow): Node would answer
 * an empty 400 and close. This answers in the API's JSON form, in French, with the same basic headers, then closes.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The client is gone, or an answer has already started: nothing sensible can be written.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = (error.code && REFUSALS[error.code]) || MALFORMED;
    const body = JSON.stringify({ error: message });
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Cache-Control: no-store',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
