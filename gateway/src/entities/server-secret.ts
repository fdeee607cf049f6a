import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A random secret of the site, made on first use (see auth/server-secret.ts). Left out of backups. */
@Entity('server_secret')
export class ServerSecret {
  @PrimaryColumn({ type: 'text' })
  name: string;

  /** 32 random bytes, base64url. */
  @Column({ type: 'text' })
  value: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
