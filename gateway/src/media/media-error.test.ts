import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MediaError, STORAGE_MESSAGES, storageFailure } from './media-error.js';

/** A system error as Node reports it. */
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: ${syscall}`), { code, syscall, errno: -1 });

describe('storageFailure', () => {
  it('answers a full disk with 507 and the French message, keeping the system error as its cause', async () => {
    // /dev/full refuses every write with ENOSPC, as a full disk does.
    const full = await writeFile('/dev/full', 'x').catch((error: unknown) => error);
    expect(full).toMatchObject({ code: 'ENOSPC' });

    for (const error of [full, systemError('EDQUOT', 'write')]) {
      const answer = storageFailure(error);
      expect(answer).toBeInstanceOf(MediaError);
      expect(answer).toMatchObject({ status: 507, kind: 'storage-full', message: STORAGE_MESSAGES.full, cause: error });
    }
    expect(STORAGE_MESSAGES.full).toBe(
      'Espace disque insuffisant sur le serveur : le fichier n’a pas été enregistré. Réessayez plus tard ou prévenez l’administrateur.',
    );
  });

  it('answers a failing or read-only disk with 503', () => {
    for (const code of ['EIO', 'EROFS']) {
      expect(storageFailure(systemError(code, 'open'))).toMatchObject({ status: 503, kind: 'unavailable' });
    }
  });

  it('leaves other failures alone: the file’s own, a program that cannot start, a bug', () => {
    expect(storageFailure(new MediaError(400, 'Image illisible ou incomplète'))).toBeUndefined();
    expect(storageFailure(systemError('ENOENT', 'spawn /usr/bin/ffmpeg'))).toBeUndefined();
    expect(storageFailure(systemError('EACCES', 'spawn /usr/bin/ffmpeg'))).toBeUndefined();
    expect(storageFailure(new TypeError('x is undefined'))).toBeUndefined();
  });
});
