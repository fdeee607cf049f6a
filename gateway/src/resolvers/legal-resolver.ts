import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql-context.js';
import { LEGAL_DOCUMENTS, WARRANTIES_ITEM, legalDocument } from '../services/legal-documents.js';
import type { LegalSection } from '../content/legal-texts.js';
import { services } from '../content/services/index.js';
import { ListBound, longest } from '../lib/list-bounds.js';

const sections = Object.values(LEGAL_DOCUMENTS).flatMap((d) => d.sections);
/** The longest list of the texts' sections, each service's warranty counted where the texts list them. */
const longestIn = (list: (section: LegalSection) => string[] | undefined) =>
  longest(sections, (s) => list(s)?.flatMap((t): unknown[] => (t === WARRANTIES_ITEM ? services : [t])));

@ObjectType('LegalSection')
class LegalSectionType {
  @Field(() => String)
  title: string;

  @Field(() => [String])
  @ListBound(longestIn((s) => s.paragraphs))
  paragraphs: string[];

  @Field(() => [String], { nullable: true })
  @ListBound(longestIn((s) => s.items))
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
  @ListBound(longest(Object.values(LEGAL_DOCUMENTS), (d) => d.sections))
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
