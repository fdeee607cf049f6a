import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An administrator account. Usernames are unique without regard to case (an expression index in the migration). */
@Entity('admin_user')
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
  | 'reorder';

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

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'jsonb', default: {} })
  /** A JSON object: what the change touched (a status, a flag, a count, ids). */
  details: object;
}
