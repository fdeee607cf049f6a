import type { EntityManager } from 'typeorm';
import { AdminAudit, type AuditAction } from '../../entities/admin.js';

export type { AuditAction };

/** What an audit line records beyond its summary: flat JSON (a status, a flag, a count, a list of ids). */
export type AuditDetailValue = string | number | boolean | null | number[] | string[];

/** A data source or a transaction's manager. */
type Db = Pick<EntityManager, 'getRepository'>;

export interface AuditEntry {
  id: string;
  at: Date;
  username: string;
  action: AuditAction;
  realisationId: number | null;
  summary: string;
}

/** Longest summary kept (a title can be long). */
export const AUDIT_SUMMARY_MAX = 300;

/** Writes one line of the audit trail, in the caller's transaction: no change without its line, no line without it. */
export async function recordAudit(
  db: Db,
  username: string,
  entry: {
    action: AuditAction;
    summary: string;
    realisationId?: number | null;
    details?: { [key: string]: AuditDetailValue };
  },
): Promise<void> {
  const line: Omit<AdminAudit, 'id' | 'at'> = {
    username,
    action: entry.action,
    realisationId: entry.realisationId ?? null,
    summary: entry.summary.slice(0, AUDIT_SUMMARY_MAX),
    details: entry.details ?? {},
  };
  await db.getRepository(AdminAudit).insert(line);
}

export const AUDIT_PAGE_MAX = 200;

/** Newest first. */
export async function listAudit(db: Db, limit = 50): Promise<AuditEntry[]> {
  const rows = await db.getRepository(AdminAudit).find({
    select: { id: true, at: true, username: true, action: true, realisationId: true, summary: true },
    order: { at: 'DESC', id: 'DESC' },
    take: Math.min(Math.max(1, Math.trunc(limit)), AUDIT_PAGE_MAX),
  });
  return rows.map(({ id, at, username, action, realisationId, summary }) => ({
    id,
    at,
    username,
    action,
    realisationId,
    summary,
  }));
}
