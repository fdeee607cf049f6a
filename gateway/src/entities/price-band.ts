import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One power band of the remap's price grid (decision 052): for a market and a vehicle type, the engines up to
 * `power_max_hp` (null: every power above the type's other bands), the price of each stage and of each option added
 * to a stage, in whole units of the market's currency, taxes included. Seeded from gateway/src/content/price-grid.csv,
 * then the garage's to edit (CSV import); an import replaces the whole grid.
 */
@Entity('price_band')
@Check('price_band_market_check', `market IN ('FR', 'MA')`)
@Check('price_band_vehicle_type_check', `vehicle_type IN ('car', 'van', 'truck', 'motorcycle')`)
// One band per market, type and bound, the open band included (an expression index, made by the migration).
@Index('price_band_key', { synchronize: false })
export class PriceBand {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  market: string;

  @Column({ name: 'vehicle_type', type: 'text' })
  vehicleType: string;

  @Column({ name: 'power_max_hp', type: 'integer', nullable: true })
  powerMaxHp: number | null;

  @Column({ type: 'integer' })
  stage1: number;

  @Column({ type: 'integer', nullable: true })
  stage2: number | null;

  @Column({ type: 'integer', nullable: true })
  e85: number | null;

  @Column({ type: 'integer', nullable: true })
  gearbox: number | null;

  @Column({ name: 'pops_bangs', type: 'integer', nullable: true })
  popsBangs: number | null;
}
