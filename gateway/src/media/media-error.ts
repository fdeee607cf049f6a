import { DomainError, type FailureKind } from '../lib/domain-errors.js';

/** HTTP statuses an upload can fail with: bad or unreadable file, too large, type not accepted, server busy. */
export type MediaErrorStatus = 400 | 413 | 415 | 503;

const KIND_OF: Record<MediaErrorStatus, FailureKind> = {
  400: 'invalid-input',
  413: 'too-large',
  415: 'unsupported-type',
  503: 'unavailable',
};

/**
 * An upload refused because of the file itself, or because the server is busy with others (503, to try again
 * after `retryAfterSeconds`): a French message the admin can be shown as it is.
 */
export class MediaError extends DomainError {
  readonly kind: FailureKind;

  constructor(
    readonly status: MediaErrorStatus,
    message: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.kind = KIND_OF[status];
  }
}

/** Also true for a MediaError from another copy of this module (test runners may load two). */
export const isMediaError = (error: unknown): error is MediaError =>
  error instanceof MediaError || (error instanceof Error && error.name === 'MediaError');
