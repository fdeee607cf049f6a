import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Centre } from './centre.js';

/** A message sent with the contact form. */
@Entity('contact_request')
@Check('contact_request_reachable', 'email IS NOT NULL OR phone IS NOT NULL')
// (client_hash, created_at DESC) and (created_at DESC): TypeORM cannot describe a descending key, so it leaves them
// as the migration made them.
@Index('contact_request_client_recent', { synchronize: false })
@Index('contact_request_created', { synchronize: false })
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'centre_id', type: 'text', nullable: true })
  centreId: string | null;

  @ManyToOne(() => Centre, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'contact_request_centre_id_fkey' })
  centre?: Centre | null;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  vehicle: string | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  /** Keyed hash of the sender's IP address, only used to limit bursts. */
  @Column({ name: 'client_hash', type: 'text' })
  clientHash: string;
}
