import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { legalDocument } from '../services/legal-documents.js';

@ObjectType('LegalSection')
class LegalSectionType {
  @Field(() => String)
  title: string;

  @Field(() => [String])
  paragraphs: string[];

  @Field(() => [String], { nullable: true })
  items?: string[];
}

@ObjectType('LegalDocument', { description: 'Mentions légales, politique de confidentialité ou conditions générales.' })
class LegalDocumentType {
  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { description: 'Date de mise à jour, AAAA-MM-JJ.' })
  updated: string;

  @Field(() => String, { nullable: true })
  intro?: string;

  @Field(() => [LegalSectionType])
  sections: LegalSectionType[];

  @Field(() => String, {
    nullable: true,
    description: 'Avertissement affiché quand l’identité légale est celle, fictive, de la démonstration.',
  })
  demoNotice?: string;
}

@Resolver()
export class LegalResolver {
  @Query(() => LegalDocumentType, {
    nullable: true,
    description: 'Un texte légal par slug : mentions-legales, confidentialite ou conditions.',
  })
  async legalDocument(
    @Arg('slug', () => String) slug: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LegalDocumentType | null> {
    return legalDocument(slug, await ctx.reference.get());
  }
}
