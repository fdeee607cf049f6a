import { Arg, Authorized, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';
import {
  FIGURES_DEFAULT_WEEKS,
  FIGURES_MAX_WEEKS,
  FIGURES_TOP,
  adminFigures,
  type Figures,
} from '../services/admin/figures.js';

@ObjectType('AdminWeekFigures', { description: 'Les chiffres d’une semaine, du lundi au dimanche (heure du centre).' })
class WeekFiguresType {
  @Field(() => String, { description: 'Le lundi de la semaine, AAAA-MM-JJ.' })
  week: string;
  @Field(() => Int, { description: 'Demandes de contact reçues.' })
  requests: number;
  @Field(() => Int, { description: 'Parmi les demandes de la semaine, celles dont un rendez-vous est venu.' })
  converted: number;
  @Field(() => Int, { description: 'Rendez-vous pris en ligne (confirmés cette semaine).' })
  bookingsOnline: number;
  @Field(() => Int, { description: 'Rendez-vous pris par téléphone cette semaine.' })
  bookingsPhone: number;
  @Field(() => Int, { description: 'Rendez-vous de la semaine marqués honorés.' })
  honoured: number;
  @Field(() => Int, { description: 'Rendez-vous de la semaine marqués absents.' })
  missed: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Délai médian, en jours, entre la prise des rendez-vous de la semaine et leur travail ; null : aucun.',
  })
  leadTimeDays: number | null;
}

@ObjectType('AdminFigureCount', { description: 'Une prestation ou une marque, et combien de fois elle est demandée.' })
class FigureCountType {
  @Field(() => String)
  label: string;
  @Field(() => Int)
  count: number;
}

@ObjectType('AdminCentreFigures', { description: 'Les chiffres d’un centre, semaine par semaine.' })
class CentreFiguresType {
  @Field(() => ID, { nullable: true, description: 'null : les demandes qui n’ont choisi aucun centre.' })
  centreId: string | null;
  @Field(() => String)
  name: string;
  @Field(() => [WeekFiguresType])
  @ListBound(FIGURES_MAX_WEEKS)
  weeks: WeekFiguresType[];
  @Field(() => [FigureCountType], { description: 'Les prestations des rendez-vous pris, les plus demandées d’abord.' })
  @ListBound(FIGURES_TOP)
  services: FigureCountType[];
  @Field(() => [FigureCountType], {
    description: 'Les marques des véhicules des demandes et des rendez-vous, les plus demandées d’abord.',
  })
  @ListBound(FIGURES_TOP)
  makes: FigureCountType[];
}

@ObjectType('AdminFigures', { description: 'Les chiffres des centres du compte, par semaine.' })
class FiguresType {
  @Field(() => [String], { description: 'Les lundis des semaines, AAAA-MM-JJ, de la plus ancienne à la courante.' })
  @ListBound(FIGURES_MAX_WEEKS)
  weeks: string[];
  @Field(() => [CentreFiguresType], {
    description: 'Un centre par série ; pour le réseau, aussi les demandes sans centre choisi s’il y en a.',
  })
  // Every configured centre, and the requests without one.
  @ListBound((sizes) => sizes.centres + 1)
  centres: CentreFiguresType[];
  @Field(() => [WeekFiguresType], { description: 'Les centres montés ensemble (délai : médiane de tous).' })
  @ListBound(FIGURES_MAX_WEEKS)
  network: WeekFiguresType[];
  @Field(() => [FigureCountType], { description: 'Les prestations de tous les centres montrés.' })
  @ListBound(FIGURES_TOP)
  services: FigureCountType[];
  @Field(() => [FigureCountType], { description: 'Les marques de tous les centres montrés.' })
  @ListBound(FIGURES_TOP)
  makes: FigureCountType[];
  @Field(() => [FigureCountType], {
    description: 'Les recherches de véhicule restées sans résultat sur la période, dans tout le réseau (anonymes).',
  })
  @ListBound(FIGURES_TOP)
  searchMisses: FigureCountType[];
}

/** The network's figures (issue 42, decision 050); the rules, roles included, are in services/admin/figures.ts. */
@Resolver()
export class AdminFiguresResolver {
  @Authorized()
  @Query(() => FiguresType, {
    description:
      'Les chiffres des centres du compte (un gérant : les siens ; le réseau : tous) sur les dernières semaines.',
  })
  async adminFigures(
    @Arg('weeks', () => Int, {
      defaultValue: FIGURES_DEFAULT_WEEKS,
      description: 'De 1 à 53, la semaine courante comprise.',
    })
    weeks: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Figures> {
    return adminFigures(ctx, adminOf(ctx), weeks);
  }
}
