import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  ManyToOne,
  JoinColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A past job shown in the gallery: vehicle, work done, measured gains, photos or video. */
@Entity('realisation')
export class Realisation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'centre_id', type: 'text' })
  centreId: string;

  @Column({ type: 'text' })
  type: 'photo' | 'video';

  @Column({ type: 'text' })
  title: string;

  /** Readable part of the realisation's URL, from the title. */
  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  description: string;

  /** yyyy-mm-dd */
  @Column({ type: 'date' })
  date: string;

  @Column({ name: 'vehicle_brand', type: 'text' })
  vehicleBrand: string;

  @Column({ name: 'vehicle_model', type: 'text' })
  vehicleModel: string;

  @Column({ name: 'vehicle_year', type: 'integer', nullable: true })
  vehicleYear: number | null;

  @Column({ name: 'vehicle_engine', type: 'text' })
  vehicleEngine: string;

  /** The catalogue engine of the vehicle, when one matches. */
  @Column({ name: 'engine_id', type: 'integer', nullable: true })
  engineId: number | null;

  @Column({ type: 'text', array: true })
  modifications: string[];

  @Column({ name: 'power_before', type: 'integer', nullable: true })
  powerBefore: number | null;

  @Column({ name: 'power_after', type: 'integer', nullable: true })
  powerAfter: number | null;

  @Column({ name: 'torque_before', type: 'integer', nullable: true })
  torqueBefore: number | null;

  @Column({ name: 'torque_after', type: 'integer', nullable: true })
  torqueAfter: number | null;

  @Column({ name: 'media_url', type: 'text', nullable: true })
  mediaUrl: string | null;

  @Column({ name: 'thumbnail_url', type: 'text', nullable: true })
  thumbnailUrl: string | null;

  @Column({ type: 'boolean' })
  featured: boolean;

  @Column({ type: 'text' })
  status: 'active' | 'inactive';

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => GalleryItem, (item) => item.realisation, { cascade: true })
  gallery: GalleryItem[];
}

@Entity('realisation_gallery_item')
export class GalleryItem {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Realisation, (r) => r.gallery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'realisation_id' })
  realisation: Realisation;

  @Column({ name: 'realisation_id', type: 'integer' })
  realisationId: number;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text' })
  type: 'photo' | 'video';

  @Column({ type: 'text' })
  alt: string;

  @Column({ name: 'is_primary', type: 'boolean' })
  isPrimary: boolean;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
