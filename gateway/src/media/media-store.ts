import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated media live; files are never modified once written (immutable names). */
export interface MediaStore {
  /** Stores the bytes under `name` and returns the public URL (/uploads/name). */
  save(name: string, data: Buffer): Promise<string>;
  remove(name: string): Promise<void>;
  /** Local folder, for serving and for tools (ffmpeg) that need a file path. */
  readonly directory: string;
}

export const UPLOADS_URL = '/uploads';

/** A new file name base: random, so URLs can be cached forever and never guessed. */
export const newMediaId = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/** Local disk under DATA_DIR/uploads. Writes go to a temporary name first, so no reader sees half a file. */
export class LocalMediaStore implements MediaStore {
  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async save(name: string, data: Buffer): Promise<string> {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(name) || name.includes('..'))
      throw new Error(`nom de fichier refusé : ${name}`);
    const target = path.join(this.directory, name);
    const temporary = `${target}.${process.pid}.part`;
    await writeFile(temporary, data);
    await rename(temporary, target);
    return `${UPLOADS_URL}/${name}`;
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.directory, path.basename(name)), { force: true });
  }
}
