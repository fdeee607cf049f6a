import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the contact form. */
@Entity('contact_request')
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'centre_id', type: 'text', nullable: true })
  centreId: string | null;

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
