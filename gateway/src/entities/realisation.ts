import {
  Check,
  Column,
  Index,
  CreateDateColumn,
  Entity,
  OneToMany,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Centre } from './centre.js';
import { VehicleEngine } from './vehicle.js';

/** A past job shown in the gallery: vehicle, work done, measured gains, photos or video. */
/** One point of a power-bench curve. */
export interface BenchPoint {
  rpm: number;
  powerHp: number;
  torqueNm: number;
}

/** A power-bench run as stored: the curves before and after the work (read by services/realisations/bench-run.ts). */
export interface BenchRun {
  before: BenchPoint[];
  after: BenchPoint[];
}

@Entity('realisation')
@Check('realisation_type_check', `type IN ('photo', 'video')`)
@Check('realisation_status_check', `status IN ('active', 'inactive')`)
@Check('realisation_bench_run_check', `bench_run IS NULL OR jsonb_typeof(bench_run) = 'object'`)
// The public gallery's order, ([centre_id,] featured DESC, sort_order, date DESC, id DESC) WHERE status = 'active'
// AND deleted_at IS NULL: partial indexes with descending keys, which TypeORM cannot describe, so it leaves them as
// the migration made them; the same for the trash's (deleted_at) WHERE deleted_at IS NOT NULL.
@Index('realisation_public_order', { synchronize: false })
@Index('realisation_public_by_centre', { synchronize: false })
@Index('realisation_trash', { synchronize: false })
export class Realisation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @ManyToOne(() => Centre)
  @JoinColumn({ name: 'centre_id', foreignKeyConstraintName: 'realisation_centre_id_fkey' })
  centre?: Centre;

  @Column({ type: 'text' })
  type: 'photo' | 'video';

  @Column({ type: 'text' })
  title: string;

  /** Readable part of the realisation's URL, from the title. */
  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** yyyy-mm-dd */
  @Column({ type: 'date', default: () => 'CURRENT_DATE' })
  date: string;

  @Column({ name: 'vehicle_brand', type: 'text', default: '' })
  vehicleBrand: string;

  @Column({ name: 'vehicle_model', type: 'text', default: '' })
  vehicleModel: string;

  @Column({ name: 'vehicle_year', type: 'integer', nullable: true })
  vehicleYear: number | null;

  @Column({ name: 'vehicle_engine', type: 'text', default: '' })
  vehicleEngine: string;

  /** The catalogue engine of the vehicle, when one matches. */
  @Column({ name: 'engine_id', type: 'integer', nullable: true })
  engineId: number | null;

  @ManyToOne(() => VehicleEngine, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'engine_id', foreignKeyConstraintName: 'realisation_engine_id_fkey' })
  engine?: VehicleEngine | null;

  @Column({ type: 'text', array: true, default: [] })
  modifications: string[];

  @Column({ name: 'power_before', type: 'integer', nullable: true })
  powerBefore: number | null;

  @Column({ name: 'power_after', type: 'integer', nullable: true })
  powerAfter: number | null;

  @Column({ name: 'torque_before', type: 'integer', nullable: true })
  torqueBefore: number | null;

  @Column({ name: 'torque_after', type: 'integer', nullable: true })
  torqueAfter: number | null;

  /** The power-bench run attached to the job: measured curves before and after (docs/bench-run-csv.md). */
  @Column({ name: 'bench_run', type: 'jsonb', nullable: true })
  benchRun: BenchRun | null;

  @Column({ name: 'media_url', type: 'text', nullable: true })
  mediaUrl: string | null;

  @Column({ name: 'thumbnail_url', type: 'text', nullable: true })
  thumbnailUrl: string | null;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'text', default: 'active' })
  status: 'active' | 'inactive';

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** Set while the realisation is in the trash: hidden from every read but the trash's, purged after the retention. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => GalleryItem, (item) => item.realisation, { cascade: true })
  gallery: GalleryItem[];
}

@Entity('realisation_gallery_item')
@Check('realisation_gallery_item_type_check', `type IN ('photo', 'video')`)
@Index('realisation_gallery_order', ['realisationId', 'sortOrder', 'id'])
export class GalleryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Realisation, (r) => r.gallery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'realisation_id', foreignKeyConstraintName: 'realisation_gallery_item_realisation_id_fkey' })
  realisation: Realisation;

  @Column({ name: 'realisation_id', type: 'integer' })
  realisationId: number;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text' })
  type: 'photo' | 'video';

  @Column({ type: 'text', default: '' })
  alt: string;

  @Column({ name: 'is_primary', type: 'boolean', default: false })
  isPrimary: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}
