import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { createLogger } from '../lib/logger.js';
import { bootId, describeProcess, processAlive, type RunningProcess } from '../lib/processes.js';

export const LOCK_FILE = 'gateway.lock';

/**
 * What the lock file says of its owner, as JSON. Older gateways wrote the pid alone, which is still read: such a
 * lock is judged by the pid only.
 */
interface LockOwner {
  pid: number;
  /** When the owner started (ISO date), for the person reading the file or the refusal. */
  startedAt?: string;
  /** `/proc/<pid>/stat`'s start and the boot it counts from (Linux): tell the owner from a later user of its pid. */
  startTicks?: string | null;
  bootId?: string | null;
  hostname?: string;
  command?: string;
}

/**
 * One gateway process per data folder: two PGlite instances on the same files would corrupt them. The lock file
 * names its owner (pid, start, command). A lock whose owner is gone, or whose pid now belongs to another program,
 * is taken over with a warning saying why; a live owner stops this start-up with what to check and what to delete.
 */
export function lockDataDir(dataDir: string, logger?: { warn(details: object, message: string): void }): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  const me = ownLock();
  for (let attempt = 0; attempt < 3; attempt++) {
    if (create(lockFile, `${JSON.stringify(me, null, 2)}\n`)) return () => release(lockFile, me);
    const text = readLock(lockFile);
    if (text === null) continue; // released meanwhile
    const owner = parseLock(text);
    const running = owner && describeProcess(owner.pid);
    const stale = staleReason(owner, running);
    if (!stale) throw new Error(heldMessage(dataDir, lockFile, owner!, running));
    // Without the caller's logger, the warning is still a log line of the usual form on stdout.
    (logger ?? createLogger('info')).warn(
      { lockFile, pid: owner?.pid, reason: stale },
      `verrou ${lockFile}${owner ? ` du processus ${owner.pid}` : ''} périmé, repris : ${stale}`,
    );
    // Only the lock judged: another start-up may have taken it over meanwhile.
    if (readLock(lockFile) === text) rmSync(lockFile, { force: true });
  }
  throw new Error(
    `Impossible de verrouiller le dossier de données ${dataDir} : d’autres démarrages s’y disputent le verrou`,
  );
}

function ownLock(): LockOwner {
  const self = describeProcess(process.pid);
  return {
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    startTicks: self?.startTicks ?? null,
    bootId: bootId(),
    hostname: hostname(),
    command: self?.command ?? [process.argv0, ...process.execArgv, ...process.argv.slice(1)].join(' '),
  };
}

/**
 * Writes the lock whole under another name, then links it into place: the link fails if a lock exists, and no other
 * start-up ever reads a half-written one. A file system without hard links gets an exclusive create instead.
 */
function create(lockFile: string, content: string): boolean {
  const draft = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    try {
      writeFileSync(lockFile, content, { flag: 'wx' });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Removes the lock if it is still ours: a start-up that judged it stale (wrongly) may have taken it since. */
function release(lockFile: string, me: LockOwner): void {
  const owner = parseLock(readLock(lockFile) ?? '');
  if (owner?.pid === me.pid && owner.startTicks === me.startTicks) rmSync(lockFile, { force: true });
}

/** The lock file's text; null when there is none. */
function readLock(lockFile: string): string | null {
  try {
    return readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The JSON form, or the pid alone of older gateways; null for anything else. */
function parseLock(text: string): LockOwner | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const owner = typeof parsed === 'number' ? { pid: parsed } : (parsed as LockOwner | null);
  return Number.isInteger(owner?.pid) && owner!.pid > 0 ? owner : null;
}

/** Why the lock no longer protects anything, in French; undefined while its owner runs. */
function staleReason(owner: LockOwner | null, running: RunningProcess | null): string | undefined {
  if (!owner) return 'son contenu est illisible';
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return 'la machine a redémarré depuis';
  if (!processAlive(owner.pid)) return `le processus ${owner.pid} n’existe plus`;
  const reused = `le numéro ${owner.pid} est maintenant celui d’un autre programme`;
  if (running && owner.startTicks) return running.startTicks === owner.startTicks ? undefined : naming(reused, running);
  if (running && owner.command) return running.command === owner.command ? undefined : naming(reused, running);
  // Nothing to compare (an older gateway's lock, or no /proc): only a lock naming this very process is known to be
  // stale, left by an earlier process given the same pid (a restarted container).
  if (owner.pid === process.pid) return `le numéro ${owner.pid} est celui de ce démarrage-ci`;
  return undefined;
}

const naming = (reason: string, running: RunningProcess) =>
  running.command ? `${reason} (« ${running.command} »)` : reason;

/** The refusal: who holds the folder, how to check it, and what to delete if it is not a gateway. */
function heldMessage(dataDir: string, lockFile: string, owner: LockOwner, running: RunningProcess | null): string {
  const since = owner.startedAt ? `, démarré le ${frenchDate(owner.startedAt)}` : '';
  const command = owner.command ?? running?.command;
  const host = owner.hostname && owner.hostname !== hostname() ? ` sur la machine « ${owner.hostname} »` : '';
  return [
    `Le dossier de données ${dataDir} est déjà utilisé par le processus ${owner.pid}${host}${since}` +
      `${command ? `, commande « ${command} »` : ''}.`,
    `Vérifiez ce processus : ps -p ${owner.pid} -o lstart,args`,
    `Si c’est une passerelle de ce site, arrêtez-la ou choisissez un autre DATA_DIR ; sinon supprimez le verrou : rm ${shellWord(lockFile)}`,
  ].join('\n');
}

function frenchDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium' }).format(date);
}

/** A path as the shell reads it back, to be copied as it is. */
const shellWord = (value: string) => (/^[\w./+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`);
