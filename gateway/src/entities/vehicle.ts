import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { Aspiration, Fuel, VehicleTypeId } from '../content/vehicle-types.js';

/** A manufacturer within one vehicle type (Peugeot cars and Peugeot vans are two rows). */
@Entity('vehicle_manufacturer')
@Check('vehicle_manufacturer_vehicle_type_check', `vehicle_type IN ('car', 'motorcycle', 'camion')`)
@Unique('vehicle_manufacturer_vehicle_type_slug_key', ['vehicleType', 'slug'])
export class VehicleManufacturer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'vehicle_type', type: 'text' })
  vehicleType: VehicleTypeId;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('vehicle_model')
@Unique('vehicle_model_manufacturer_id_slug_key', ['manufacturerId', 'slug'])
export class VehicleModel {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => VehicleManufacturer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'manufacturer_id', foreignKeyConstraintName: 'vehicle_model_manufacturer_id_fkey' })
  manufacturer: VehicleManufacturer;

  @Column({ name: 'manufacturer_id', type: 'integer' })
  manufacturerId: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  name: string;
}

/** An engine of a model, with its stock figures and the garage's curated stage figures where it has them. */
@Entity('vehicle_engine')
@Check('vehicle_engine_fuel_check', `fuel IN ('essence', 'diesel', 'hybride', 'electrique', 'flexfuel', 'gpl')`)
@Check('vehicle_engine_aspiration_check', `aspiration IN ('turbo', 'atmospherique', 'compresseur', 'electrique')`)
@Check('vehicle_engine_displacement_cc_check', 'displacement_cc >= 0')
@Check('vehicle_engine_cylinders_check', 'cylinders >= 0')
@Check('vehicle_engine_power_hp_check', 'power_hp > 0')
@Check('vehicle_engine_torque_nm_check', 'torque_nm > 0')
@Check('vehicle_engine_check', 'year_to IS NULL OR year_to >= year_from')
@Unique('vehicle_engine_model_id_slug_key', ['modelId', 'slug'])
@Index('vehicle_engine_model_years', ['modelId', 'yearFrom', 'yearTo'])
export class VehicleEngine {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => VehicleModel, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id', foreignKeyConstraintName: 'vehicle_engine_model_id_fkey' })
  model: VehicleModel;

  @Column({ name: 'model_id', type: 'integer' })
  modelId: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text', default: '' })
  generation: string;

  @Column({ type: 'text' })
  name: string;

  /** The engine's other commercial names (« 1.4 GTE 218 » for the « 1.4 TSI eHybrid 218 »), searchable too. */
  @Column({ type: 'text', array: true, default: [] })
  aliases: string[];

  @Column({ type: 'text' })
  fuel: Fuel;

  @Column({ type: 'text' })
  aspiration: Aspiration;

  @Column({ name: 'engine_code', type: 'text', default: '' })
  engineCode: string;

  @Column({ name: 'displacement_cc', type: 'integer' })
  displacementCc: number;

  @Column({ type: 'integer' })
  cylinders: number;

  @Column({ name: 'power_hp', type: 'integer' })
  powerHp: number;

  @Column({ name: 'torque_nm', type: 'integer' })
  torqueNm: number;

  @Column({ name: 'year_from', type: 'integer' })
  yearFrom: number;

  @Column({ name: 'year_to', type: 'integer', nullable: true })
  yearTo: number | null;

  @Column({ type: 'boolean' })
  remappable: boolean;

  @Column({ name: 'stage1_power_hp', type: 'integer', nullable: true })
  stage1PowerHp: number | null;

  @Column({ name: 'stage1_torque_nm', type: 'integer', nullable: true })
  stage1TorqueNm: number | null;

  @Column({ name: 'stage2_power_hp', type: 'integer', nullable: true })
  stage2PowerHp: number | null;

  @Column({ name: 'stage2_torque_nm', type: 'integer', nullable: true })
  stage2TorqueNm: number | null;

  @Column({ name: 'stage3_power_hp', type: 'integer', nullable: true })
  stage3PowerHp: number | null;

  @Column({ name: 'stage3_torque_nm', type: 'integer', nullable: true })
  stage3TorqueNm: number | null;

  /** type/brand/model/generation/engine slugs: what an import matches on. */
  @Column({ name: 'natural_key', type: 'text', unique: true })
  naturalKey: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The hash of the catalogue last loaded from gateway/src/content, so an unchanged catalogue is not reloaded. */
@Entity('catalogue_seed')
@Check('catalogue_seed_id_check', 'id = 1')
export class CatalogueSeed {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'content_hash', type: 'text' })
  contentHash: string;

  @Column({ name: 'loaded_at', type: 'timestamptz', default: () => 'now()' })
  loadedAt: Date;
}
