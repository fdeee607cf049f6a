import type { EntityManager } from 'typeorm';
import { AdminAudit, type AuditAction } from '../../entities/admin.js';
import { centreScope, type Actor } from './permissions.js';

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
    /** The centre the change concerns, if one: the line then shows to that centre's managers too. */
    centreId?: string | null;
    details?: { [key: string]: AuditDetailValue };
  },
): Promise<void> {
  const line: Omit<AdminAudit, 'id' | 'at'> = {
    username,
    action: entry.action,
    realisationId: entry.realisationId ?? null,
    centreId: entry.centreId ?? null,
    summary: entry.summary.slice(0, AUDIT_SUMMARY_MAX),
    details: entry.details ?? {},
  };
  await db.getRepository(AdminAudit).insert(line);
}

export const AUDIT_PAGE_MAX = 200;

/**
 * Newest first. A network administrator reads every line; a centre manager the lines about their centres and
 * their own (sign-ins included), not the network's (accounts, other centres).
 */
export async function listAudit(db: Db, actor: Actor, limit = 50): Promise<AuditEntry[]> {
  const centres = centreScope(actor);
  const query = db
    .getRepository(AdminAudit)
    .createQueryBuilder('a')
    .select(['a.id', 'a.at', 'a.username', 'a.action', 'a.realisationId', 'a.summary'])
    .orderBy('a.at', 'DESC')
    .addOrderBy('a.id', 'DESC')
    .take(Math.min(Math.max(1, Math.trunc(limit)), AUDIT_PAGE_MAX));
  if (centres)
    query.where('(a.centreId = ANY(:centres) OR lower(a.username) = lower(:username))', {
      centres,
      username: actor.username,
    });
  const rows = await query.getMany();
  return rows.map(({ id, at, username, action, realisationId, summary }) => ({
    id,
    at,
    username,
    action,
    realisationId,
    summary,
  }));
}
