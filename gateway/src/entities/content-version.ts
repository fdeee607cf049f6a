import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A version number per kind of content, raised in the same transaction as every change of it, so each gateway
 * process can tell whether what it keeps in memory is current (see services/realisations/public-cache.ts).
 */
@Entity('content_version')
export class ContentVersion {
  @PrimaryColumn({ type: 'text' })
  scope: string;

  /** bigint: pg returns it as a string. */
  @Column({ type: 'bigint', default: 0 })
  version: string;
}
