import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { BROCHURE_ID, franchiseFacts, franchiseFigures } from '../content/franchise.js';
import type { GraphQLContext } from '../graphql-context.js';
import { ListBound } from '../lib/list-bounds.js';

@ObjectType('Figure', { description: 'Un chiffre clé et son libellé.' })
class FigureType {
  @Field(() => String)
  value: string;

  @Field(() => String)
  label: string;
}

@ObjectType('FranchiseFacts', { description: 'Chiffres du réseau présentés aux futurs franchisés.' })
class FranchiseFacts {
  @Field(() => [FigureType])
  // The numbers of centres and regions come first (franchiseFacts).
  @ListBound(franchiseFigures.network.length + 2)
  network: FigureType[];

  @Field(() => [FigureType])
  @ListBound(franchiseFigures.business.length)
  business: FigureType[];

  @Field(() => [FigureType])
  @ListBound(franchiseFigures.marketing.length)
  marketing: FigureType[];

  @Field(() => String, { description: 'Délai maximal du traitement manuel d’un fichier par un ingénieur.' })
  manualProcessing: string;

  @Field(() => String, { description: 'Chemin de la brochure PDF des partenaires.' })
  brochureUrl: string;
}

@Resolver()
export class FranchiseResolver {
  @Query(() => FranchiseFacts)
  async franchise(@Ctx() ctx: GraphQLContext): Promise<FranchiseFacts> {
    const { centres } = await ctx.reference.get();
    return { ...franchiseFacts(centres), brochureUrl: `/api/brochure/${BROCHURE_ID}` };
  }
}
