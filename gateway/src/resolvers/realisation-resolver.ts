import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import {
  MAX_PAGE_SIZE,
  findPublicRealisation,
  listPublicRealisations,
  type RealisationView,
} from '../services/realisations/public-reads.js';
import { GraphQLError } from 'graphql';

@ObjectType('RealisationVehicle')
class VehicleType {
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
class GainsType {
  @Field(() => Int)
  powerBefore: number;

  @Field(() => Int)
  powerAfter: number;

  @Field(() => Int)
  torqueBefore: number;

  @Field(() => Int)
  torqueAfter: number;
}

@ObjectType('GalleryItem')
class GalleryItemType {
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
class RealisationType {
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
  modifications: string[];

  @Field(() => GainsType, { nullable: true, description: 'Présent seulement si les quatre valeurs sont connues.' })
  gains: GainsType | null;

  @Field(() => String, { nullable: true })
  mediaUrl: string | null;

  @Field(() => String, { nullable: true })
  thumbnailUrl: string | null;

  @Field(() => Boolean)
  featured: boolean;

  @Field(() => [GalleryItemType])
  gallery: GalleryItemType[];
}

@ObjectType('RealisationPageInfo')
class PageInfoType {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

@ObjectType('RealisationConnection')
class RealisationConnection {
  @Field(() => [RealisationType])
  nodes: RealisationType[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;
}

function toGraphQL(r: RealisationView): RealisationType {
  const { powerBefore, powerAfter, torqueBefore, torqueAfter } = r;
  const complete = powerBefore !== null && powerAfter !== null && torqueBefore !== null && torqueAfter !== null;
  return {
    ...r,
    id: String(r.id),
    centre: r.centreId,
    gains: complete ? { powerBefore, powerAfter, torqueBefore, torqueAfter } : null,
  };
}

/** The public gallery: active realisations only. */
@Resolver()
export class RealisationResolver {
  @Query(() => RealisationConnection, {
    description: `Réalisations actives, mises en avant d’abord, puis par ordre et par date. first : 1 à ${MAX_PAGE_SIZE}.`,
  })
  async realisations(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 24 }) first: number,
    @Arg('centre', () => ID, { nullable: true }) centre?: string | null,
    @Arg('type', () => String, { nullable: true }) type?: string | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
    @Arg('brand', () => String, { nullable: true }) brand?: string | null,
    @Arg('model', () => String, { nullable: true }) model?: string | null,
  ): Promise<RealisationConnection> {
    if (type && type !== 'photo' && type !== 'video') throw userInput('type doit valoir photo ou video');
    try {
      const page = await listPublicRealisations(ctx.dataSource, {
        centre,
        type: type as 'photo' | 'video' | null,
        brand,
        model,
        limit: first,
        after,
      });
      return {
        nodes: page.items.map(toGraphQL),
        pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
      };
    } catch (error) {
      if (error instanceof Error && error.name === 'HttpError') throw userInput(error.message);
      throw error;
    }
  }

  @Query(() => RealisationType, { nullable: true, description: 'Une réalisation active ; null sinon.' })
  async realisation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RealisationType | null> {
    const found = /^\d{1,10}$/.test(id) ? await findPublicRealisation(ctx.dataSource, Number(id)) : null;
    return found && toGraphQL(found);
  }
}

function userInput(message: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
