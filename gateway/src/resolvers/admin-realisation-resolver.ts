import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  createUnionType,
} from 'type-graphql';
import { adminOf, type GraphQLContext } from '../graphql-context.js';
import { InvalidInputError, PayloadTooLargeError, badRequest, isDomainError } from '../lib/domain-errors.js';
import { parseBenchCsv } from '../services/realisations/bench-run.js';
import { ingestUpload } from '../media/ingest.js';
import {
  deleteRealisation,
  realisationId,
  reorderRealisations,
  saveRealisation,
  setRealisationFeatured,
  setRealisationStatus,
  adminWriteContext,
  listAdminRealisations,
  type AdminWriteContext,
} from '../services/realisations/admin-writes.js';
import { FailureCode, refusedAs } from './failure-code.js';
import {
  ADMIN_REALISATIONS_BOUND,
  AdminRealisationType,
  BenchRunType,
  toAdminGraphQL,
  toBenchRunType,
} from './realisation-types.js';
import { ListBound } from '../lib/list-bounds.js';

@InputType('VehicleInfoInput')
class VehicleInfoInput {
  @Field(() => String)
  brand: string;

  @Field(() => String)
  model: string;

  @Field(() => Int, { nullable: true, description: 'De 1900 à l’année prochaine.' })
  year?: number | null;

  @Field(() => String, { nullable: true })
  engine?: string | null;
}

@InputType('GainsInput', { description: 'Puissance en ch, couple en Nm ; vide = inconnu.' })
class GainsInput {
  @Field(() => Int, { nullable: true })
  powerBefore?: number | null;

  @Field(() => Int, { nullable: true })
  powerAfter?: number | null;

  @Field(() => Int, { nullable: true })
  torqueBefore?: number | null;

  @Field(() => Int, { nullable: true })
  torqueAfter?: number | null;
}

@InputType('GalleryItemInput')
class GalleryItemInput {
  @Field(() => String, { description: 'URL rendue par uploadMedia (/uploads/…).' })
  url: string;

  @Field(() => String, { nullable: true })
  alt?: string | null;

  @Field(() => Boolean, { nullable: true })
  isPrimary?: boolean | null;

  @Field(() => Int, { nullable: true })
  sortOrder?: number | null;
}

@InputType('RealisationInput', { description: 'Le formulaire de l’administration (spécification, section 3).' })
class RealisationInput {
  @Field(() => ID)
  centre: string;

  @Field(() => String, { nullable: true, description: 'photo (par défaut) ou video.' })
  type?: string | null;

  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ ; aujourd’hui par défaut.' })
  date?: string | null;

  @Field(() => VehicleInfoInput)
  vehicleInfo: VehicleInfoInput;

  @Field(() => GainsInput, { nullable: true })
  gains?: GainsInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Relevé du banc de puissance en CSV (docs/bench-run-csv.md) : absent, le relevé enregistré reste ; vide ou null, il est retiré.',
  })
  benchRunCsv?: string | null;

  @Field(() => [String], { nullable: true })
  modifications?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Média principal ; à défaut, la photo principale de la galerie.',
  })
  mediaUrl?: string | null;

  @Field(() => String, { nullable: true })
  thumbnailUrl?: string | null;

  @Field(() => [GalleryItemInput], { nullable: true })
  gallery?: GalleryItemInput[] | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => String, { nullable: true, description: 'active (par défaut) ou inactive.' })
  status?: string | null;

  @Field(() => Int, { nullable: true })
  sortOrder?: number | null;
}

@ObjectType('RealisationInvalid', { description: 'Enregistrement refusé : rien n’a été modifié.' })
class RealisationInvalid {
  @Field(() => FailureCode, { description: 'INVALID_INPUT.' })
  code: FailureCode;

  @Field(() => String)
  message: string;

  @Field(() => String, { description: 'Le champ en cause, par exemple title ou vehicleInfo.brand.' })
  field: string;
}

const RealisationSaveResult = createUnionType({
  name: 'RealisationSaveResult',
  types: () => [AdminRealisationType, RealisationInvalid] as const,
  resolveType: (value) => ('message' in value ? RealisationInvalid : AdminRealisationType),
});

@ObjectType('UploadedMedia')
class UploadedMediaType {
  @Field(() => String)
  url: string;

  @Field(() => String, { nullable: true, description: 'Miniature (photo, ou image extraite d’une vidéo).' })
  thumbnailUrl: string | null;

  @Field(() => String, { description: 'photo ou video, d’après le contenu du fichier.' })
  type: string;
}

@ObjectType('BenchRunPreview', {
  description: 'Un export CSV du banc lu comme à l’enregistrement, sans rien enregistrer : ses courbes, ou son refus.',
})
class BenchRunPreviewType {
  @Field(() => BenchRunType, { nullable: true })
  run: BenchRunType | null;

  @Field(() => String, { nullable: true, description: 'Pourquoi le fichier est refusé, avec ses numéros de ligne.' })
  problem: string | null;
}

const writeContext = (ctx: GraphQLContext) => adminWriteContext(ctx, adminOf(ctx));

/** The admin screen's reads and writes of realisations, all for signed-in administrators; rules live in the services. */
@Authorized()
@Resolver()
export class AdminRealisationResolver {
  @ListBound(ADMIN_REALISATIONS_BOUND)
  @Query(() => [AdminRealisationType], {
    description:
      'Toutes les réalisations, actives ou non, dans l’ordre public : celles de ses centres pour un responsable de centre.',
  })
  async adminRealisations(
    @Ctx() ctx: GraphQLContext,
    @Arg('centre', () => ID, { nullable: true }) centre?: string | null,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
  ): Promise<AdminRealisationType[]> {
    const items = await listAdminRealisations(ctx.dataSource, adminOf(ctx), { centre, status });
    return items.map(toAdminGraphQL);
  }

  @Query(() => BenchRunPreviewType, { description: 'L’aperçu des courbes d’un relevé de banc avant enregistrement.' })
  benchRunPreview(@Arg('csv', () => String) csv: string): BenchRunPreviewType {
    try {
      return { run: toBenchRunType(parseBenchCsv(csv)), problem: null };
    } catch (error) {
      if (error instanceof InvalidInputError) return { run: null, problem: error.message };
      throw error;
    }
  }

  @Mutation(() => RealisationSaveResult, { description: 'Crée une réalisation.' })
  async createRealisation(
    @Arg('input', () => RealisationInput) input: RealisationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof RealisationSaveResult> {
    return save(await writeContext(ctx), null, input);
  }

  @Mutation(() => RealisationSaveResult, { description: 'Remplace une réalisation et sa galerie.' })
  async updateRealisation(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RealisationInput) input: RealisationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<typeof RealisationSaveResult> {
    const write = await writeContext(ctx);
    return save(write, realisationId(id), input);
  }

  @Mutation(() => Boolean, {
    description:
      'Met une réalisation à la corbeille : cachée partout, ses médias gardés ; restaurable pendant la durée de rétention (TRASH_RETENTION_DAYS, 30 jours par défaut), puis supprimée définitivement.',
  })
  async deleteRealisation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const write = await writeContext(ctx);
    await deleteRealisation(write, realisationId(id));
    return true;
  }

  @Mutation(() => AdminRealisationType)
  async setRealisationStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String, { description: 'active ou inactive.' }) status: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminRealisationType> {
    const write = await writeContext(ctx);
    return toAdminGraphQL(await setRealisationStatus(write, realisationId(id), status));
  }

  @Mutation(() => AdminRealisationType)
  async setRealisationFeatured(
    @Arg('id', () => ID) id: string,
    @Arg('featured', () => Boolean) featured: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminRealisationType> {
    const write = await writeContext(ctx);
    return toAdminGraphQL(await setRealisationFeatured(write, realisationId(id), featured));
  }

  @Mutation(() => Boolean, { description: 'Donne aux réalisations listées les ordres 0, 1, 2… dans cet ordre.' })
  async reorderRealisations(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const write = await writeContext(ctx);
    await reorderRealisations(write, ids.map(realisationId));
    return true;
  }

  @Mutation(() => UploadedMediaType, {
    description:
      'Envoie une photo (JPEG, PNG, WebP, AVIF, HEIC) ou une vidéo (MP4, MOV, WebM) ; le type vient du contenu.',
  })
  async uploadMedia(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload> | FileUpload,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UploadedMediaType> {
    return ingestUpload(
      { db: ctx.dataSource, store: ctx.media, ...ctx.uploads },
      await fileStream(file),
      'media',
      adminOf(ctx).id,
    );
  }
}

/**
 * The stream of the request's file. graphql-upload-minimal throws its own errors (English, with an HTTP status) when
 * the file was cut off at the size limit or the request ended early: answered here as the French input errors they
 * are. (A file missing from the request fails earlier, see `graphqlUploads` in http/graphql.ts.)
 */
async function fileStream(file: Promise<FileUpload> | FileUpload) {
  try {
    return (await file).createReadStream();
  } catch (error) {
    if (isDomainError(error)) throw error; // already answered by `graphqlUploads`
    if ((error as { status?: unknown })?.status === 413)
      throw new PayloadTooLargeError('Fichier trop volumineux pour cet envoi');
    throw badRequest('Fichier manquant ou envoi incomplet : joignez le fichier à la requête multipart');
  }
}

async function save(
  write: AdminWriteContext,
  id: number | null,
  input: RealisationInput,
): Promise<typeof RealisationSaveResult> {
  return refusedAs(
    async () => toAdminGraphQL(await saveRealisation(write, id, input)),
    ['invalid-input'],
    ({ code, message, field }) => Object.assign(new RealisationInvalid(), { code, message, field: field ?? '' }),
  );
}
