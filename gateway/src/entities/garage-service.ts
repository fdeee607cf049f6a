import { Column, Entity, PrimaryColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { services } from '../content/services/index.js';
import type { ServiceContent } from '../content/types.js';
import { ListBound, longest } from '../lib/list-bounds.js';

/** The services are content of the code, loaded as they are: their lists are as long as the content's. */
const longestOf = (list: (service: ServiceContent) => readonly unknown[]) => longest(services, list);

@ObjectType('PriceRange', { description: 'Fourchette de prix TTC.' })
export class PriceRange {
  @Field(() => Int)
  from: number;

  @Field(() => Int)
  to: number;

  @Field(() => String, { description: 'Devise ISO 4217.' })
  unit: string;
}

@ObjectType('ServiceVehicle', {
  description: 'Un type de véhicule concerné par le service, avec son texte et ses prix.',
})
export class ServiceVehicle {
  @Field(() => String, { description: 'car, van, truck, motorcycle ou boat.' })
  type: string;

  @Field(() => String, { description: 'Libellé français : Voiture, Utilitaire, Poids lourd, Moto, Bateau.' })
  label: string;

  @Field(() => String)
  summary: string;

  @Field(() => PriceRange)
  price: PriceRange;

  @Field(() => Int, {
    description:
      'Minutes de travail pour ce type de véhicule, comptées dans les heures d’ouverture (booking.workMinutes sauf exception).',
  })
  workMinutes: number;
}

@ObjectType('ServiceSchema', { description: 'Données schema.org du service.' })
export class ServiceSchema {
  @Field(() => String)
  type: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String)
  provider: string;

  @Field(() => [String])
  // One place per centre at most (serviceSeo).
  @ListBound((sizes) => sizes.centres)
  areaServed: string[];
}

@ObjectType('ServiceSeo')
export class ServiceSeo {
  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => [String])
  @ListBound(longestOf((s) => s.seo.keywords))
  keywords: string[];

  @Field(() => ServiceSchema)
  schema: ServiceSchema;
}

@ObjectType('ServiceImages')
export class ServiceImages {
  @Field(() => String)
  hero: string;

  @Field(() => [String])
  @ListBound(longestOf((s) => s.images.gallery))
  gallery: string[];

  @Field(() => String)
  icon: string;
}

@ObjectType('TechnicalSpecs')
export class TechnicalSpecs {
  @Field(() => [String])
  @ListBound(longestOf((s) => s.technicalSpecs.equipmentUsed))
  equipmentUsed: string[];

  @Field(() => [String])
  @ListBound(longestOf((s) => s.technicalSpecs.supportedVehicles))
  supportedVehicles: string[];

  @Field(() => [String])
  @ListBound(longestOf((s) => s.technicalSpecs.limitations))
  limitations: string[];
}

@ObjectType('FaqEntry')
export class FaqEntry {
  @Field(() => String)
  question: string;

  @Field(() => String)
  answer: string;
}

@ObjectType('ServiceBooking', { description: 'Comment le service prend le temps de l’atelier.' })
export class ServiceBooking {
  @Field(() => String, {
    description:
      'drop-off : le véhicule est déposé le matin ou à une ouverture et récupéré à la fin du travail ; appointment : une heure de début précise.',
  })
  mode: ServiceContent['booking']['mode'];

  @Field(() => Int, {
    description:
      'Minutes de travail pour une voiture, comptées dans les heures d’ouverture ; chaque type de véhicule donne les siennes (vehicles).',
  })
  workMinutes: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Minutes d’un passage au banc avant le travail et d’un autre après, dans les centres dont le banc prend le type de véhicule.',
  })
  benchRunMinutes?: number | null;
}

/** « À partir de »: the lowest starting price of a service's ranges (its car range and each vehicle type's). */
export const lowestFrom = (ranges: readonly { from: number }[]): number => Math.min(...ranges.map((r) => r.from));

/** One of the garage's services (engine remap, gearbox, E85…), static content loaded from `content/services/` (one file per service). */
@Entity('garage_service')
@ObjectType('Service')
export class GarageService {
  @PrimaryColumn({ type: 'integer' })
  @Field(() => Int)
  id: number;

  @Column({ type: 'text' })
  @Field(() => String)
  name: string;

  @Column({ type: 'text', unique: true })
  @Field(() => String)
  slug: string;

  @Column({ name: 'short_description', type: 'text' })
  @Field(() => String)
  shortDescription: string;

  @Column({ name: 'long_description', type: 'text' })
  @Field(() => String)
  longDescription: string;

  @Column({ type: 'text', array: true })
  @Field(() => [String])
  @ListBound(longestOf((s) => s.benefits))
  benefits: string[];

  @Column({ type: 'text', array: true })
  @Field(() => [String])
  @ListBound(longestOf((s) => s.process))
  process: string[];

  @Column({ type: 'text' })
  @Field(() => String)
  duration: string;

  @Column({ type: 'text' })
  @Field(() => String)
  warranty: string;

  /** The range for a car, in the market's currency. */
  @Column({ type: 'jsonb' })
  @Field(() => PriceRange, { description: 'Fourchette pour une voiture, dans la devise du marché.' })
  price: PriceRange;

  /** « À partir de » over every vehicle type: a motorcycle may be cheaper than the car of `price`. */
  @Field(() => Int, {
    description: 'Le plus bas prix de départ parmi les types de véhicules, dans la devise de price.',
  })
  get priceFrom(): number {
    return lowestFrom([this.price, ...this.vehicles.map((v) => v.price)]);
  }

  @Column({ name: 'needs_bench', type: 'boolean', default: false })
  @Field(() => Boolean, {
    description: 'Le service demande un banc de puissance : seuls les centres qui en ont un le proposent.',
  })
  needsBench: boolean;

  /** How booking takes the workshop's time for it (content, like the rest). */
  @Column({ type: 'jsonb' })
  @Field(() => ServiceBooking)
  booking: ServiceBooking;

  @Column({ type: 'jsonb' })
  @Field(() => [ServiceVehicle], { description: 'Les types de véhicules concernés, voitures en premier.' })
  @ListBound(longestOf((s) => s.vehicles))
  vehicles: ServiceVehicle[];

  /** Stored without provider and areaServed: those come from the site identity and the centres (see the service layer). */
  @Column({ type: 'jsonb' })
  seo: ServiceContent['seo'];

  @Column({ type: 'jsonb' })
  @Field(() => ServiceImages)
  images: ServiceContent['images'];

  @Column({ name: 'technical_specs', type: 'jsonb' })
  @Field(() => TechnicalSpecs)
  technicalSpecs: ServiceContent['technicalSpecs'];

  @Column({ type: 'jsonb' })
  @Field(() => [FaqEntry])
  @ListBound(longestOf((s) => s.faq))
  faq: ServiceContent['faq'];

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
