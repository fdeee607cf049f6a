import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeUploadLeftovers } from './ingest.js';

describe('removeUploadLeftovers, at start-up', () => {
  let tmpDir: string;
  beforeEach(async () => {
    tmpDir = await mkdtemp(path.join(tmpdir(), 'upload-work-'));
  });
  afterEach(async () => {
    await rm(tmpDir, { recursive: true, force: true });
  });

  /** An upload's work folder, with the file it was receiving. */
  async function workFolder(name: string, ageMs = 0): Promise<void> {
    const folder = path.join(tmpDir, name);
    await mkdir(folder);
    await writeFile(path.join(folder, 'upload'), 'début du fichier');
    const when = new Date(Date.now() - ageMs);
    await utimes(folder, when, when);
  }

  it('removes what crashed uploads left, and keeps what a live gateway is receiving', async () => {
    const crashed = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(crashed, 'exit');
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    await once(live, 'spawn');
    try {
      await workFolder(`a1-${crashed.pid}`); // its gateway has ended
      await workFolder(`a2-${process.pid}`); // an earlier process with our pid (a restarted container)
      await workFolder(`a3-${live.pid}`); // another gateway on this data folder, receiving now
      await workFolder(`a4-${live.pid}`, 2 * 3_600_000); // … or stuck for hours
      await workFolder('a5', 2 * 3_600_000); // a name without its gateway's pid: old
      await workFolder('a6'); // … or recent

      await removeUploadLeftovers(tmpDir);

      expect((await readdir(tmpDir)).sort()).toEqual([`a3-${live.pid}`, 'a6']);
    } finally {
      live.kill();
    }
  });

  it('does nothing when no upload was ever received', async () => {
    await expect(removeUploadLeftovers(path.join(tmpDir, 'absent'))).resolves.toBeUndefined();
  });
});
