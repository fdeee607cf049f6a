import type { QuoteWork } from '@garage/contract/contact-request-form';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Centre } from './centre.js';
import { VehicleEngine } from './vehicle.js';

export type ContactRequestStatus = 'new' | 'in_progress' | 'done' | 'archived';

/** A message sent with the contact form. */
@Entity('contact_request')
@Check('contact_request_reachable', 'email IS NOT NULL OR phone IS NOT NULL')
@Check('contact_request_status_check', `status IN ('new', 'in_progress', 'done', 'archived')`)
// (client_hash, created_at DESC) and (created_at DESC): TypeORM cannot describe a descending key, so it leaves them
// as the migration made them.
@Index('contact_request_client_recent', { synchronize: false })
@Index('contact_request_created', { synchronize: false })
@Index('contact_request_status_created', { synchronize: false })
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The centre in charge: first the one the visitor chose (null: no preference), then as the admin sets it. */
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

  @Column({ type: 'text', default: 'new' })
  status: ContactRequestStatus;

  /** The configurator engine of a quote request (null when the catalogue row is gone: the figures below stay). */
  @Column({ name: 'engine_id', type: 'integer', nullable: true })
  engineId: number | null;

  @ManyToOne(() => VehicleEngine, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'engine_id', foreignKeyConstraintName: 'contact_request_engine_id_fkey' })
  engine?: VehicleEngine | null;

  /** The engine page's path under the configurator (type/brand/model/year/engine). */
  @Column({ name: 'quote_engine_path', type: 'text', nullable: true })
  quoteEnginePath: string | null;

  @Column({ name: 'quote_vehicle', type: 'text', nullable: true })
  quoteVehicle: string | null;

  @Column({ name: 'quote_stage', type: 'smallint', nullable: true })
  quoteStage: number | null;

  @Column({ name: 'quote_power_before_hp', type: 'integer', nullable: true })
  quotePowerBeforeHp: number | null;

  @Column({ name: 'quote_power_after_hp', type: 'integer', nullable: true })
  quotePowerAfterHp: number | null;

  @Column({ name: 'quote_torque_before_nm', type: 'integer', nullable: true })
  quoteTorqueBeforeNm: number | null;

  @Column({ name: 'quote_torque_after_nm', type: 'integer', nullable: true })
  quoteTorqueAfterNm: number | null;

  /** The after figures were the configurator's estimate (true) or the garage's own (false). */
  @Column({ name: 'quote_estimated', type: 'boolean', nullable: true })
  quoteEstimated: boolean | null;

  @Column({ name: 'quote_price_from', type: 'integer', nullable: true })
  quotePriceFrom: number | null;

  @Column({ name: 'quote_price_to', type: 'integer', nullable: true })
  quotePriceTo: number | null;

  @Column({ name: 'quote_currency', type: 'text', nullable: true })
  quoteCurrency: string | null;

  /** What the visitor asked for (`QUOTE_WORK`); null: not said. */
  @Column({ name: 'quote_work', type: 'text', nullable: true })
  quoteWork: QuoteWork | null;

  @Column({ name: 'mileage_km', type: 'integer', nullable: true })
  mileageKm: number | null;

  /** Normalised French or Moroccan plate. */
  @Column({ type: 'text', nullable: true })
  plate: string | null;
}

/** An internal note on a contact request (never shown to the visitor). */
@Entity('contact_request_note')
@Index('contact_request_note_request', ['contactRequestId', 'createdAt'])
export class ContactRequestNote {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'contact_request_id', type: 'uuid' })
  contactRequestId: string;

  @ManyToOne(() => ContactRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_request_id', foreignKeyConstraintName: 'contact_request_note_contact_request_id_fkey' })
  contactRequest?: ContactRequest;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text' })
  body: string;
}
