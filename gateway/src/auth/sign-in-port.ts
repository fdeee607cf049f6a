import type { EntityManager } from 'typeorm';
import type { AuditAction } from '../entities/admin.js';
import type { TwoFactorKeys } from './two-factor-secrets.js';

/** A data source or a transaction's manager. */
type Db = Pick<EntityManager, 'getRepository' | 'query'>;

/** The proof a second step of sign-in was given: a code of the app, or a recovery code (with how many are left). */
export type SecondFactor = { method: 'totp' } | { method: 'recovery-code'; remaining: number };

/**
 * What signing in takes of the admin services, which sit above auth/: the account's second factor and the audit
 * trail. Declared here and implemented in services/admin/sign-in-port.ts; the sessions get it with their settings
 * (`AuthSettings.accounts`), so auth/ imports nothing of services/ (decision 022).
 */
export interface SignInPort {
  /** True when the account signs in with a second factor. */
  hasTwoFactor(db: Db, adminId: number): Promise<boolean>;
  /** Checks a code of the account's app or one of its recovery codes and uses it up, in the caller's transaction. */
  useSecondFactor(
    manager: EntityManager,
    keys: TwoFactorKeys,
    adminId: number,
    code: string,
    now: number,
  ): Promise<SecondFactor | null>;
  /** Writes one line of the audit trail, in the caller's transaction. */
  recordAudit(db: Db, username: string, entry: { action: AuditAction; summary: string }): Promise<void>;
}
