import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUser } from './admin.js';

/**
 * An administrator's TOTP secret (RFC 6238), encrypted (see auth/two-factor-secrets.ts). `enabledAt` is null while
 * enrolment waits for its first code: the account signs in with its password alone until then.
 */
@Entity('admin_two_factor')
export class AdminTwoFactor {
  @PrimaryColumn({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_two_factor_admin_id_fkey' })
  admin?: AdminUser;

  @Column({ type: 'text' })
  secret: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  @Column({ name: 'last_used_step', type: 'integer', nullable: true })
  lastUsedStep: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}

/** A single-use recovery code, stored as an HMAC only (see services/admin/two-factor.ts). */
@Entity('admin_recovery_code')
@Index('admin_recovery_code_admin_hash', ['adminId', 'codeHash'], { unique: true })
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_recovery_code_admin_id_fkey' })
  admin?: AdminUser;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}

/**
 * The pending second step of a sign-in: the password was right, a code is still due. Only a SHA-256 of the
 * challenge token is stored; the row is deleted when the sign-in completes, expires or fails too often.
 */
@Entity('admin_login_challenge')
@Index('admin_login_challenge_admin', ['adminId'])
export class AdminLoginChallenge {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'admin_id', type: 'integer' })
  adminId: number;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'admin_login_challenge_admin_id_fkey' })
  admin?: AdminUser;

  /** The device id of a valid device token shown at the first step, for the sign-in throttle's keys. */
  @Column({ name: 'device_id', type: 'text', nullable: true })
  deviceId: string | null;

  /** Wrong codes given for this challenge so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
