import { createHash } from 'node:crypto';
import { Not, type EntityManager } from 'typeorm';
import { AdminSession } from '../entities/admin.js';

/** The form a session token is stored in: its SHA-256, so a copied table gives no working token. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Ends every session of an account but the one of `keptToken` (the caller's own), after a change to how the account
 * signs in: a session opened before it, perhaps by whoever that change locks out, does not outlive it.
 */
export async function endOtherSessions(
  manager: Pick<EntityManager, 'getRepository'>,
  adminId: number,
  keptToken: string | null,
): Promise<void> {
  await manager
    .getRepository(AdminSession)
    .delete(keptToken ? { adminId, tokenHash: Not(sessionTokenHash(keptToken)) } : { adminId });
}
