/** An expected failure with the HTTP status and the French message the client may show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After (a 429 or a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Ressource introuvable') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
