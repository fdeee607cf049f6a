import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { ACCOUNT_ROLES, type AccountRole } from '@garage/contract/account-form';
import { Centre } from './centre.js';

/** `reseau`: the network's administrator, who can do everything; `centre`: the manager of the centres assigned. */
export const ADMIN_ROLES = ACCOUNT_ROLES;
export type AdminRole = AccountRole;

/** An administrator account. Usernames are unique without regard to case (an expression index in the migration). */
@Entity('admin_user')
@Check('admin_user_role_check', `role IN ('reseau', 'centre')`)
// (lower(username)) UNIQUE: an expression index, left to the migration.
@Index('admin_user_username', { synchronize: false })
export class AdminUser {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  username: string;

  /** argon2id, in the PHC string format (see auth/passwords.ts). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'password_changed_at', type: 'timestamptz', default: () => 'now()' })
  passwordChangedAt: Date;

  @Column({ type: 'text' })
  role: AdminRole;

  /** Set while the account is disabled: it cannot sign in and has no session. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;
}

/** A centre a centre manager acts on (network administrators have no rows here: they act on every centre). */
@Entity('admin_user_centre')
@Index('admin_user_centre_centre', ['centreId'])
export class AdminUserCentre {
  @PrimaryColumn({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @PrimaryColumn({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_user_centre_admin_id_fkey' })
  admin?: AdminUser;

  @ManyToOne(() => Centre)
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'admin_user_centre_centre_id_fkey' })
  centre?: Centre;
}

/** A signed-in session. Only a SHA-256 of its token is stored: a leaked table gives no working token. */
@Entity('admin_session')
@Index('admin_session_admin', ['adminId'])
export class AdminSession {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_session_admin_id_fkey' })
  admin?: AdminUser;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

/** Failed sign-ins counted under one key (see auth/login-throttle.ts), shared by every gateway process. */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  failures: number;

  @Column({ name: 'last_failure_at', type: 'timestamptz' })
  lastFailureAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}

/** `delete` is an older line's final deletion; deleting now moves to the trash (`trash`), then `restore` or `purge`. */
export type AuditAction =
  | 'login'
  | 'logout'
  | 'create'
  | 'update'
  | 'delete'
  | 'trash'
  | 'restore'
  | 'purge'
  | 'status'
  | 'featured'
  | 'reorder'
  | 'account-create'
  | 'account-role'
  | 'account-disable'
  | 'account-enable'
  | 'account-password'
  | 'account-two-factor-reset'
  | 'request-status'
  | 'request-centre'
  | 'request-note'
  | 'request-export'
  | 'outbox-retry'
  | 'outbox-drop'
  | 'two-factor-enable'
  | 'two-factor-disable'
  | 'recovery-code'
  | 'booking-create'
  | 'booking-move'
  | 'booking-cancel'
  | 'booking-outcome'
  | 'booking-closure'
  | 'booking-capacity'
  | 'booking-feed'
  | 'booking-hold-release';

/** One line of the admin audit trail: who changed what, when. */
@Entity('admin_audit')
// (at DESC, id DESC): TypeORM cannot describe a descending key, so it leaves the migration's index alone.
@Index('admin_audit_at', { synchronize: false })
export class AdminAudit {
  /** bigserial: pg returns it as a string. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  action: AuditAction;

  @Column({ name: 'realisation_id', type: 'integer', nullable: true })
  realisationId: number | null;

  /** The centre the change concerns, when it concerns one: centre managers see the lines of their centres. */
  @Column({ name: 'centre_id', type: 'text', nullable: true })
  centreId: string | null;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'jsonb', default: {} })
  /** A JSON object: what the change touched (a status, a flag, a count, ids). */
  details: object;
}
