import { Check, Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { OpeningSlot, SeasonalHoursContent, Weekday } from '../content/types.js';
import { ListBound } from '../lib/list-bounds.js';
import { BENCH_VEHICLE_TYPES } from '../content/vehicle-types.js';

@ObjectType('Coordinates', { description: 'Position WGS 84 du centre.' })
export class Coordinates {
  @Field(() => Float)
  lat: number;

  @Field(() => Float)
  lng: number;
}

@ObjectType('OpeningSlot', { description: 'Une plage d’ouverture, heures locales au format HH:MM.' })
export class OpeningSlotType implements OpeningSlot {
  @Field(() => String, { description: 'Jour en anglais minuscule : monday … sunday.' })
  day: Weekday;

  @Field(() => String)
  opens: string;

  @Field(() => String)
  closes: string;
}

@ObjectType('SeasonalHours', {
  description: 'Des horaires de saison (ramadan, été) qui remplacent ceux du centre entre deux dates locales incluses.',
})
export class SeasonalHoursType implements SeasonalHoursContent {
  @Field(() => String, { description: 'Horaires du ramadan, Horaires d’été…' })
  label: string;

  @Field(() => String, { description: 'Premier jour, AAAA-MM-JJ.' })
  from: string;

  @Field(() => String, { description: 'Dernier jour, AAAA-MM-JJ.' })
  to: string;

  @Field(() => [OpeningSlotType])
  @ListBound((sizes) => sizes.openingSlots)
  openingHours: OpeningSlot[];
}

/** A garage of the network. Rows come from the configured preset (`CENTRES`); centres of another preset stay, hidden. */
@Entity('centre')
@Check('centre_id_format', `id ~ '^[a-z0-9][a-z0-9-]{0,62}$'`)
@Check('centre_coordinates_pair', '(latitude IS NULL) = (longitude IS NULL)')
// (sort_order, id) WHERE in_preset: TypeORM does not compare partial indexes reliably, so it leaves this one alone.
@Index('centre_listing', { synchronize: false })
@ObjectType('Centre')
export class Centre {
  @PrimaryColumn({ type: 'text' })
  @Field(() => ID)
  id: string;

  @Column({ type: 'text' })
  @Field(() => String)
  name: string;

  @Column({ type: 'text' })
  @Field(() => String, { description: 'Adresse postale sur une ligne.' })
  address: string;

  @Column({ name: 'street_address', type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  streetAddress: string | null;

  @Column({ name: 'postal_code', type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  postalCode: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  locality: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Code pays ISO 3166-1 alpha-2.' })
  country: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'URL du compte Instagram du centre.' })
  instagram: string | null;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'URL de la chaîne YouTube du centre.' })
  youtube: string | null;

  /** Where the centre's contact requests are notified; unset: the site's contact address. Not published. */
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Column({ name: 'service_note', type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'Précision affichée avec l’adresse (service mobile…).' })
  serviceNote: string | null;

  @Column({ name: 'mobile_service', type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Le centre se déplace chez le client (voitures et bateaux).' })
  mobileService: boolean;

  @Column({ name: 'bench_vehicle_types', type: 'jsonb', default: [] })
  @Field(() => [String], {
    description:
      'Types de véhicules que le banc de puissance du centre accepte (car, van, motorcycle) ; vide : pas de banc.',
  })
  @ListBound(BENCH_VEHICLE_TYPES.length)
  benchVehicleTypes: string[];

  @Column({ name: 'takes_boats', type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Le centre intervient sur les moteurs marins (bateaux, jet-skis).' })
  takesBoats: boolean;

  /** The administrative region; the franchise page counts them. */
  @Column({ type: 'text', nullable: true })
  region: string | null;

  @Column({ name: 'opening_hours', type: 'jsonb', default: [] })
  @Field(() => [OpeningSlotType])
  @ListBound((sizes) => sizes.openingSlots)
  openingHours: OpeningSlot[];

  /** Seasons with other hours; booking uses them on their dates. */
  @Column({ name: 'seasonal_hours', type: 'jsonb', default: [] })
  @Field(() => [SeasonalHoursType], { description: 'Les horaires de saison, dans l’ordre des dates.' })
  // Three years of a season or two of every centre.
  @ListBound(12)
  seasonalHours: SeasonalHoursContent[];

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** False for centres of a preset that is not the configured one. */
  @Column({ name: 'in_preset', type: 'boolean', default: true })
  inPreset: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Coordinates, { nullable: true })
  get coordinates(): Coordinates | null {
    return this.latitude === null || this.longitude === null ? null : { lat: this.latitude, lng: this.longitude };
  }
}
