import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { processAlive } from '../lib/processes.js';
import {
  RangeNotSatisfiableError,
  UPLOADS_URL,
  checkMediaName,
  type ByteRange,
  type MediaInfo,
  type MediaReader,
  type MediaStore,
} from './media-store.js';

/** Local disk under DATA_DIR/uploads. Writes go to a temporary name first, so no reader sees half a file. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';

  /** The folder is this store's own business: only the local /uploads route serves from it directly. */
  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async save(name: string, data: Buffer): Promise<string> {
    const target = this.target(name);
    const temporary = `${target}.${process.pid}.part`;
    await writeFile(temporary, data).catch(removing(temporary));
    await rename(temporary, target);
    return `${UPLOADS_URL}/${name}`;
  }

  async saveFile(name: string, source: string): Promise<string> {
    const target = this.target(name);
    try {
      await rename(source, target);
    } catch (error) {
      // Another file system (EXDEV): copy under a temporary name, then rename, so no reader sees half a file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temporary = `${target}.${process.pid}.part`;
      await copyFile(source, temporary).catch(removing(temporary));
      await rename(temporary, target);
      await rm(source, { force: true });
    }
    return `${UPLOADS_URL}/${name}`;
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.directory, path.basename(name)), { force: true });
  }

  async stat(name: string): Promise<MediaInfo | null> {
    const info = await stat(this.target(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async read(name: string, range?: ByteRange): Promise<MediaReader | null> {
    const info = await this.stat(name);
    if (!info) return null;
    const { start, end } = resolveRange(range, info.size);
    // An empty file gives an empty stream (there is no byte 0 to read).
    const body = createReadStream(this.target(name), { start, end: Math.max(start, end) });
    return { ...info, body, start, end };
  }

  /**
   * At start-up: the folder exists, and the temporary files of writers that died mid-write (`<name>.<pid>.part`) are
   * removed. A writer is dead when its process is gone, or when it carries our own pid (a restarted container often
   * gets the same pid back, and this process has written nothing yet). Another live gateway's files are kept.
   */
  async check(): Promise<void> {
    mkdirSync(this.directory, { recursive: true });
    for (const entry of await readdir(this.directory)) {
      const writer = /\.(\d+)\.part$/.exec(entry);
      if (writer && (Number(writer[1]) === process.pid || !processAlive(Number(writer[1]))))
        await rm(path.join(this.directory, entry), { force: true });
    }
  }

  async close(): Promise<void> {}

  private target(name: string): string {
    return path.join(this.directory, checkMediaName(name));
  }
}

/** A failed write's handler: its half-written file goes (a full disk leaves one), then the failure goes on. */
const removing = (temporary: string) => async (error: unknown) => {
  await rm(temporary, { force: true }).catch(() => undefined);
  throw error;
};

/** The bytes a range covers in a file of `size` bytes; throws RangeNotSatisfiableError past the end. */
function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
