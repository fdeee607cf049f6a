import { GraphQLError } from 'graphql';
import { HttpError } from '../lib/http-error.js';
import { MediaError } from '../media/media-error.js';

const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'BAD_USER_INPUT',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Runs a domain call and turns its expected failures (French message and HTTP status) into GraphQL errors with a
 * code the client can switch on; unexpected errors go up unchanged and become a generic message.
 */
export async function expected<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError || error instanceof MediaError) {
      const code = CODES[error.status] ?? 'BAD_USER_INPUT';
      const retry = error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {};
      throw new GraphQLError(error.message, { extensions: { code, ...retry } });
    }
    throw error;
  }
}
