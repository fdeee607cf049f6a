import type { EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

export type AuditAction = 'login' | 'logout' | 'create' | 'update' | 'delete' | 'status' | 'featured' | 'reorder';

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
  db: Query,
  username: string,
  entry: { action: AuditAction; summary: string; realisationId?: number | null; details?: Record<string, unknown> },
): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit (username, action, realisation_id, summary, details) VALUES ($1, $2, $3, $4, $5)`,
    [
      username,
      entry.action,
      entry.realisationId ?? null,
      entry.summary.slice(0, AUDIT_SUMMARY_MAX),
      entry.details ?? {},
    ],
  );
}

export const AUDIT_PAGE_MAX = 200;

/** Newest first. */
export async function listAudit(db: Query, limit = 50): Promise<AuditEntry[]> {
  const rows = (await db.query(
    `SELECT id::text, at, username, action, realisation_id AS "realisationId", summary
       FROM admin_audit ORDER BY at DESC, id DESC LIMIT $1`,
    [Math.min(Math.max(1, Math.trunc(limit)), AUDIT_PAGE_MAX)],
  )) as AuditEntry[];
  return rows;
}
