/** HTTP statuses an upload can fail with: bad or unreadable file, too large, type not accepted. */
export type MediaErrorStatus = 400 | 413 | 415;

/**
 * An upload refused because of the file itself (never because of the server): the HTTP status to answer and a
 * French message the admin can be shown as it is.
 */
export class MediaError extends Error {
  override readonly name = 'MediaError';

  constructor(
    readonly status: MediaErrorStatus,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Also true for a MediaError from another copy of this module (test runners may load two). */
export const isMediaError = (error: unknown): error is MediaError =>
  error instanceof MediaError || (error instanceof Error && error.name === 'MediaError');
