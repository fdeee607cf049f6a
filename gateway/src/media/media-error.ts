import { DomainError, isDomainError, type FailureKind } from '../lib/domain-errors.js';

/**
 * HTTP statuses an upload can fail with: bad or unreadable file, too large, type not accepted, server busy or its disk
 * failing, server's disk full.
 */
export type MediaErrorStatus = 400 | 413 | 415 | 503 | 507;

const KIND_OF: Record<MediaErrorStatus, FailureKind> = {
  400: 'invalid-input',
  413: 'too-large',
  415: 'unsupported-type',
  503: 'unavailable',
  507: 'storage-full',
};

/**
 * An upload refused because of the file itself, or because the server is busy with others (503, to try again
 * after `retryAfterSeconds`) or cannot write it: a French message the admin can be shown as it is.
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

export const STORAGE_MESSAGES = {
  full: 'Espace disque insuffisant sur le serveur : le fichier n’a pas été enregistré. Réessayez plus tard ou prévenez l’administrateur.',
  failed:
    'Le serveur n’a pas pu écrire le fichier sur son disque : il n’a pas été enregistré. Réessayez plus tard ou prévenez l’administrateur.',
} as const;

/** Errors of the file system that are the server's disk, never the file sent: full (507), or failing (503). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const DISK_FAILED_CODES = new Set(['EIO', 'EROFS', 'EFBIG', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE']);
/** The same failures as ffmpeg prints them (strerror) when it writes its output. */
const DISK_FULL_TEXT = /No space left on device|Disk quota exceeded/i;
const DISK_FAILED_TEXT = /Input\/output error|Read-only file system|File too large/i;

/**
 * A failure to write an upload's files, as the French answer it deserves (the system error kept as its cause, for the
 * log); undefined for any other failure. A process that could not be started (ffmpeg missing) is not a disk failure.
 */
export function storageFailure(error: unknown): MediaError | undefined {
  if (isDomainError(error)) return undefined;
  const { code, syscall, stderr, message } = (error ?? {}) as NodeJS.ErrnoException & { stderr?: unknown };
  if (typeof syscall === 'string' && syscall.startsWith('spawn')) return undefined;
  const text = `${typeof stderr === 'string' ? stderr : ''}\n${typeof message === 'string' ? message : ''}`;
  if ((code && DISK_FULL_CODES.has(code)) || DISK_FULL_TEXT.test(text))
    return new MediaError(507, STORAGE_MESSAGES.full, { cause: error });
  if ((code && DISK_FAILED_CODES.has(code)) || DISK_FAILED_TEXT.test(text))
    return new MediaError(503, STORAGE_MESSAGES.failed, { cause: error });
  return undefined;
}
