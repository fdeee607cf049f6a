import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { AppServices } from '../app-services.js';

/*
 * `/api/health`, as a load balancer reads it: an answer within `HEALTH_DEADLINE_MS` whatever the database does, 200
 * when the site can serve and store, 503 « degraded » with what is wrong otherwise. The numbers (README, « Santé »):
 * - the database answers `SELECT 1` within the deadline (a database that stops answering is « down », not a hang);
 * - the data folder's file system has at least `MIN_FREE_BYTES` free: below, uploads and writes start failing;
 * - with sending configured, no e-mail has waited more than `OUTBOX_LATE_SECONDS` (the relay is down, or no sender
 *   runs); without it, messages wait by design and their age is only reported.
 */
export const HEALTH_DEADLINE_MS = 1_000;
export const MIN_FREE_BYTES = 256 * 1024 * 1024;
export const OUTBOX_LATE_SECONDS = 15 * 60;

export interface Health {
  status: 'ok' | 'degraded';
  database: { kind: 'embedded' | 'server'; up: boolean };
  /** The data folder's free space; null where it cannot be read (media on S3 and no local folder). */
  disk: { freeBytes: number; low: boolean } | null;
  /** The oldest e-mail still waiting, in seconds (0: none); null when the database did not answer. */
  outbox: { oldestPendingSeconds: number; late: boolean } | null;
  uptimeSeconds: number;
}

/** `work`, or `fallback` once `ms` have passed: the work goes on, but nobody waits for it. */
export async function withDeadline<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

type HealthServices = Pick<AppServices, 'dataSource' | 'databaseKind' | 'uploads' | 'outbox'>;

async function oldestPendingSeconds(services: HealthServices): Promise<number | null> {
  const rows = (await services.dataSource.query(
    `SELECT coalesce(extract(epoch FROM now() - min(created_at)), 0)::int AS age
       FROM outbox_message WHERE status = 'pending'`,
  )) as { age: number }[];
  return rows[0]?.age ?? 0;
}

/** The free space of the file system a folder is on: the folder's, or its nearest existing parent's. */
async function freeBytes(folder: string): Promise<number | null> {
  for (let at = folder; ; at = path.dirname(at)) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch {
      if (path.dirname(at) === at) return null;
    }
  }
}

export async function getHealth(services: HealthServices): Promise<Health> {
  // One query answers both: the database is up, and how old the oldest pending e-mail is.
  const [age, free] = await Promise.all([
    withDeadline(oldestPendingSeconds(services), HEALTH_DEADLINE_MS, null),
    // The uploads' temporary folder lives in the data folder (made with the first upload): its file system is the data's.
    withDeadline(freeBytes(services.uploads.tmpDir), HEALTH_DEADLINE_MS, null),
  ]);
  const up = age !== null;
  const disk = free === null ? null : { freeBytes: free, low: free < MIN_FREE_BYTES };
  const outbox =
    age === null ? null : { oldestPendingSeconds: age, late: services.outbox.sending && age > OUTBOX_LATE_SECONDS };
  const degraded = !up || Boolean(disk?.low) || Boolean(outbox?.late);
  return {
    status: degraded ? 'degraded' : 'ok',
    database: { kind: services.databaseKind, up },
    disk,
    outbox,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
