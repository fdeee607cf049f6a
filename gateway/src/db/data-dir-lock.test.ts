import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootId, describeProcess } from '../lib/processes.js';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.js';

/** Start times and command lines of other processes come from /proc: Linux only. */
const linux = describeProcess(process.pid) !== null;

describe('the data folder lock', () => {
  let dataDir: string;
  let lockFile: string;
  let warnings: string[];
  const logger = { warn: (_details: object, message: string) => void warnings.push(message) };
  const children: ChildProcess[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE);
    warnings = [];
  });
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A real process still running: another program, or the gateway named by a lock. */
  async function runningProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    children.push(child);
    await once(child, 'spawn');
    return child.pid!;
  }

  /** The pid of a process that has ended. */
  async function goneProcess(): Promise<number> {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(child, 'exit');
    return child.pid!;
  }

  const lockOwner = () => JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;

  it('names its process in JSON, refuses a second lock while held, and is free again once released', () => {
    const unlock = lockDataDir(dataDir, logger);
    const owner = lockOwner();
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Math.abs(Date.parse(String(owner.startedAt)) - (Date.now() - process.uptime() * 1000))).toBeLessThan(2_000);
    if (linux) expect(owner.command).toBe(describeProcess(process.pid)!.command);

    // Two embedded databases on the same files, even from one process, would corrupt them.
    expect(() => lockDataDir(dataDir, logger)).toThrow(`déjà utilisé par le processus ${process.pid}`);
    unlock();
    lockDataDir(dataDir, logger)();
    expect(warnings).toEqual([]);
  });

  it.each([
    ['written as JSON', (pid: number) => JSON.stringify({ pid, startTicks: '1', command: 'node dist/main.js' })],
    ['written by an older gateway (the pid alone)', (pid: number) => String(pid)],
  ])('takes over a lock %s whose process has ended, saying so', async (_form, write) => {
    const gone = await goneProcess();
    writeFileSync(lockFile, write(gone));

    lockDataDir(dataDir, logger);

    expect(lockOwner()).toMatchObject({ pid: process.pid });
    expect(warnings).toEqual([
      `verrou ${lockFile} du processus ${gone} périmé, repris : le processus ${gone} n’existe plus`,
    ]);
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another program, saying which', async () => {
    const other = await runningProcess();
    // The lock's owner had this pid, but started at another time: the pid was given again since.
    writeFileSync(lockFile, JSON.stringify({ pid: other, startTicks: '12', command: 'node gateway/dist/main.js' }));

    lockDataDir(dataDir, logger);

    expect(lockOwner()).toMatchObject({ pid: process.pid });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`verrou ${lockFile} du processus ${other} périmé, repris`);
    expect(warnings[0]).toContain(`le numéro ${other} est maintenant celui d’un autre programme`);
    expect(warnings[0]).toContain('setInterval');
  });

  it.runIf(linux)('takes over a lock left before the machine restarted', async () => {
    const other = await runningProcess();
    const { startTicks, command } = describeProcess(other)!;
    writeFileSync(lockFile, JSON.stringify({ pid: other, startTicks, command, bootId: 'un-autre-demarrage' }));

    lockDataDir(dataDir, logger);

    expect(warnings).toEqual([
      `verrou ${lockFile} du processus ${other} périmé, repris : la machine a redémarré depuis`,
    ]);
  });

  it.runIf(linux)('refuses a live owner matching its lock, saying how to check it and what to delete', async () => {
    const owner = await runningProcess();
    // What that process would have written had it taken the lock.
    const held = JSON.stringify({
      pid: owner,
      startedAt: '2026-03-14T09:26:53.000Z',
      ...describeProcess(owner),
      bootId: bootId(),
      hostname: hostname(),
    });
    writeFileSync(lockFile, held);

    let message = '';
    try {
      lockDataDir(dataDir, logger);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      `Le dossier de données ${dataDir} est déjà utilisé par le processus ${owner}, démarré le `,
    );
    expect(message).toContain('14 mars 2026');
    expect(message).toContain(`commande « ${process.execPath} -e setInterval(() => {}, 60_000) »`);
    expect(message).toContain(`Vérifiez ce processus : ps -p ${owner} -o lstart,args`);
    expect(message).toContain(`supprimez le verrou : rm ${lockFile}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(held);
    expect(warnings).toEqual([]);
  });

  it('refuses a live owner of an older lock (the pid alone), which nothing tells from a gateway', async () => {
    const owner = await runningProcess();
    writeFileSync(lockFile, String(owner));

    expect(() => lockDataDir(dataDir, logger)).toThrow(`déjà utilisé par le processus ${owner}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(owner));
  });

  it('takes over a lock it cannot read', () => {
    writeFileSync(lockFile, '');
    lockDataDir(dataDir, logger);
    expect(lockOwner()).toMatchObject({ pid: process.pid });
    expect(warnings).toEqual([`verrou ${lockFile} périmé, repris : son contenu est illisible`]);
  });
});
