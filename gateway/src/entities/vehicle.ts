import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/** A manufacturer within one vehicle type (Peugeot cars and Peugeot vans are two rows). */
@Entity('vehicle_manufacturer')
export class VehicleManufacturer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'vehicle_type', type: 'text' })
  vehicleType: string;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('vehicle_model')
export class VehicleModel {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => VehicleManufacturer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'manufacturer_id' })
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
export class VehicleEngine {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => VehicleModel, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'model_id' })
  model: VehicleModel;

  @Column({ name: 'model_id', type: 'integer' })
  modelId: number;

  @Column({ type: 'text' })
  slug: string;

  @Column({ type: 'text' })
  generation: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  fuel: string;

  @Column({ type: 'text' })
  aspiration: string;

  @Column({ name: 'engine_code', type: 'text' })
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
}
