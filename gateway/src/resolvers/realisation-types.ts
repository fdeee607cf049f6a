import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { BENCH_LIMITS, benchPeak, type BenchRun } from '../services/realisations/bench-run.js';
import type { RealisationView } from '../services/realisations/reads.js';
import { REALISATION_LIMITS as LIMITS } from '@garage/contract/form-limits';
import { ListBound, SIZED_BY_FIRST } from '../lib/list-bounds.js';

@ObjectType('RealisationVehicle')
export class VehicleType {
  @Field(() => String)
  brand: string;

  @Field(() => String)
  model: string;

  @Field(() => Int, { nullable: true })
  year: number | null;

  @Field(() => String)
  engine: string;
}

@ObjectType('Gains', { description: 'Puissance (ch) et couple (Nm) mesurés avant et après.' })
export class GainsType {
  @Field(() => Int)
  powerBefore: number;

  @Field(() => Int)
  powerAfter: number;

  @Field(() => Int)
  torqueBefore: number;

  @Field(() => Int)
  torqueAfter: number;
}

@ObjectType('BenchPoint')
export class BenchPointType {
  @Field(() => Int, { description: 'Régime, tr/min.' })
  rpm: number;

  @Field(() => Float, { description: 'ch.' })
  powerHp: number;

  @Field(() => Float, { description: 'Nm.' })
  torqueNm: number;
}

@ObjectType('BenchPeak', { description: 'Le maximum d’une courbe et le régime où il est atteint.' })
export class BenchPeakType {
  @Field(() => Float)
  powerHp: number;

  @Field(() => Int)
  powerRpm: number;

  @Field(() => Float)
  torqueNm: number;

  @Field(() => Int)
  torqueRpm: number;
}

@ObjectType('BenchRun', { description: 'Les courbes mesurées au banc de puissance avant et après l’intervention.' })
export class BenchRunType {
  @Field(() => [BenchPointType])
  @ListBound(BENCH_LIMITS.maxPointsPerCurve)
  before: BenchPointType[];

  @Field(() => [BenchPointType])
  @ListBound(BENCH_LIMITS.maxPointsPerCurve)
  after: BenchPointType[];

  @Field(() => BenchPeakType)
  peakBefore: BenchPeakType;

  @Field(() => BenchPeakType)
  peakAfter: BenchPeakType;
}

@ObjectType('GalleryItem')
export class GalleryItemType {
  @Field(() => String)
  url: string;

  @Field(() => String, { description: 'photo ou video.' })
  type: string;

  @Field(() => String)
  alt: string;

  @Field(() => Boolean)
  isPrimary: boolean;

  @Field(() => Int)
  sortOrder: number;
}

@ObjectType('Realisation')
export class RealisationType {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'Identifiant du centre.' })
  centre: string;

  @Field(() => String, { description: 'photo ou video.' })
  type: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { description: 'AAAA-MM-JJ.' })
  date: string;

  @Field(() => VehicleType)
  vehicle: VehicleType;

  @Field(() => [String])
  @ListBound(LIMITS.modifications)
  modifications: string[];

  @Field(() => GainsType, { nullable: true, description: 'Présent seulement si les quatre valeurs sont connues.' })
  gains: GainsType | null;

  @Field(() => BenchRunType, { nullable: true, description: 'Relevé du banc de puissance, s’il a été joint.' })
  benchRun: BenchRunType | null;

  @Field(() => String, { nullable: true })
  mediaUrl: string | null;

  @Field(() => String, { nullable: true })
  thumbnailUrl: string | null;

  @Field(() => Boolean)
  featured: boolean;

  @Field(() => [GalleryItemType])
  @ListBound(LIMITS.gallery)
  gallery: GalleryItemType[];
}

/**
 * The most realisations the admin lists at once (all of them, or all in the trash). Nothing caps them: a thousand is
 * years of a network of a few centres (the demo has 24).
 */
export const ADMIN_REALISATIONS_BOUND = 1_000;

@ObjectType('RealisationPageInfo')
export class PageInfoType {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

@ObjectType('RealisationConnection')
export class RealisationConnection {
  @Field(() => [RealisationType])
  @ListBound(SIZED_BY_FIRST)
  nodes: RealisationType[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;
}

export function toGraphQL(r: RealisationView): RealisationType {
  const { powerBefore, powerAfter, torqueBefore, torqueAfter } = r;
  const complete = powerBefore !== null && powerAfter !== null && torqueBefore !== null && torqueAfter !== null;
  return {
    ...r,
    id: String(r.id),
    centre: r.centreId,
    gains: complete ? { powerBefore, powerAfter, torqueBefore, torqueAfter } : null,
    benchRun: r.benchRun && toBenchRunType(r.benchRun),
  };
}

/** A stored (or previewed) bench run with its peaks. */
export function toBenchRunType(run: BenchRun): BenchRunType {
  return { ...run, peakBefore: benchPeak(run.before), peakAfter: benchPeak(run.after) };
}

@ObjectType('AdminRealisation', { description: 'Une réalisation vue par l’administration, active ou non.' })
export class AdminRealisationType extends RealisationType {
  @Field(() => String, { description: 'active ou inactive.' })
  status: string;

  @Field(() => Int)
  sortOrder: number;

  @Field(() => String, { description: 'Date et heure ISO de la dernière modification.' })
  updatedAt: string;
}

export function toAdminGraphQL(r: RealisationView): AdminRealisationType {
  return { ...toGraphQL(r), status: r.status, sortOrder: r.sortOrder, updatedAt: new Date(r.updatedAt).toISOString() };
}
