import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { demoRealisations } from '../../content/demo-realisations.js';
import { GalleryItem, Realisation } from '../../entities/realisation.js';
import type { DemoRealisation } from '../../content/demo-types.js';
import type { CentreContent } from '../../content/types.js';
import { processImage } from '../../media/images.js';
import { registerMedia, removeFiles, type MediaRecord } from '../../media/media-library.js';
import { newMediaId, type MediaStore } from '../../media/media-store.js';
import { repoRoot } from '../../lib/paths.js';
import { demoPictureAlt, demoPictureSvg } from './demo-art.js';
import { demoJobKind } from './demo-vehicle-kind.js';
import { demoBenchRun } from './demo-bench-run.js';
import { matchCatalogueEngine } from '../realisations/engine-match.js';
import { realisationSlug } from '../realisations/slug.js';

/** What the seed needs to know of a centre: where a job measured on a bench can have been done. */
export type DemoCentre = Pick<CentreContent, 'id' | 'benchVehicleTypes'>;

/**
 * The centre of a demo job: its `centreIndex` among all centres, or, for a job with bench figures, among the centres
 * whose bench takes its vehicle (a motorcycle run is not shown at a mobile service without a bench).
 */
export function demoCentreFor(demo: DemoRealisation, centres: DemoCentre[]): string {
  const kind = demoJobKind(demo);
  const benchType = kind === 'motorcycle' ? 'motorcycle' : kind === 'van' ? 'van' : 'car';
  const equipped = demo.gains ? centres.filter((c) => c.benchVehicleTypes?.includes(benchType)) : [];
  const candidates = equipped.length > 0 ? equipped : centres;
  return candidates[demo.centreIndex % candidates.length]!.id;
}

/**
 * Demo realisations with generated pictures and short videos (made in advance by scripts/make-demo-videos.mjs and
 * shipped, so a first start encodes nothing), loaded only into a database without any realisation
 * (and only when DEMO_CONTENT is on). Returns how many were created.
 */
export async function seedDemoRealisations(db: DataSource, store: MediaStore, centres: DemoCentre[]): Promise<number> {
  if (centres.length === 0 || (await db.getRepository(Realisation).exists())) return 0;

  // A few jobs' pictures at a time: sharp's work runs on the thread pool, so this uses every core (about half the
  // time of one after the other on two cores) while keeping memory small.
  const prepared: { demo: DemoRealisation; media: DemoMedia }[] = new Array(demoRealisations.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < demoRealisations.length; i = next++) {
      prepared[i] = { demo: demoRealisations[i]!, media: await demoMedia(demoRealisations[i]!, store) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker));

  const seeded = await db.transaction(async (manager) => {
    // A second process may have seeded meanwhile: the lock and the recount keep it to one.
    await manager.query('SELECT pg_advisory_xact_lock(727002)');
    const realisations = manager.getRepository(Realisation);
    if (await realisations.exists()) return false;
    for (const { demo, media } of prepared) {
      for (const record of media.records) await registerMedia(manager, record);
      const inserted = await realisations.insert({
        centreId: demoCentreFor(demo, centres),
        type: demo.type,
        title: demo.title,
        slug: realisationSlug(demo.title),
        description: demo.description,
        date: demo.date,
        vehicleBrand: demo.vehicle.brand,
        vehicleModel: demo.vehicle.model,
        vehicleYear: demo.vehicle.year,
        vehicleEngine: demo.vehicle.engine,
        engineId: await matchCatalogueEngine(manager, demo.vehicle),
        modifications: demo.modifications,
        powerBefore: demo.gains?.powerBefore ?? null,
        powerAfter: demo.gains?.powerAfter ?? null,
        torqueBefore: demo.gains?.torqueBefore ?? null,
        torqueAfter: demo.gains?.torqueAfter ?? null,
        // Demo curves drawn to the demo figures (a real job's come from the bench's CSV).
        benchRun: demoBenchRun(demo.vehicle.engine, demo.gains),
        mediaUrl: media.mediaUrl,
        thumbnailUrl: media.thumbnailUrl,
        featured: demo.featured,
        status: 'active',
        sortOrder: 0,
      });
      const realisationId = (inserted.identifiers[0] as { id: number }).id;
      await manager
        .getRepository(GalleryItem)
        .insert(
          media.gallery.map((item, index) => ({ ...item, realisationId, isPrimary: index === 0, sortOrder: index })),
        );
    }
    return true;
  });
  if (!seeded) {
    // Files made for nothing: no row points to them, so nothing else would ever remove them from the store.
    await removeFiles(
      store,
      prepared.flatMap(({ media }) => media.records.flatMap((r) => r.files)),
    );
    return 0;
  }
  return demoRealisations.length;
}

interface DemoMedia {
  /** Registered like uploads, so deleting a demo job also deletes its files. */
  records: MediaRecord[];
  mediaUrl: string;
  thumbnailUrl: string;
  gallery: { url: string; type: 'photo' | 'video'; alt: string }[];
}

async function demoMedia(demo: DemoRealisation, store: MediaStore): Promise<DemoMedia> {
  const name = `${demo.vehicle.brand} ${demo.vehicle.model}`;
  // Drawn as its kind of vehicle: a motorcycle for a motorcycle, a van for a van…
  const kind = demoJobKind(demo);
  const pictures = [];
  for (let variant = 0; variant < Math.max(1, demo.images); variant++) {
    // The SVG goes to the pipeline as it is: sharp rasterises it once, with no PNG encoded and decoded in between.
    const image = await processImage(Buffer.from(demoPictureSvg(kind, demo.paint, variant)), store);
    pictures.push({ ...image, alt: demoPictureAlt(kind, demo.paint, variant, name) });
  }
  const first = pictures[0]!;
  const gallery = pictures.map((p) => ({ url: p.url, type: 'photo' as const, alt: p.alt }));
  const records: MediaRecord[] = pictures.map((p) => ({ id: p.mediaId, kind: 'image', files: p.files }));
  if (demo.type === 'video') {
    const id = newMediaId();
    // save, not saveFile: saveFile moves its source, and this one ships with the code.
    const video = await store.save(`${id}.mp4`, await readFile(demoVideoFile(demo)));
    records.push({ id, kind: 'video', files: [`${id}.mp4`] });
    return { records, mediaUrl: video, thumbnailUrl: first.thumbnailUrl, gallery };
  }
  return { records, mediaUrl: first.url, thumbnailUrl: first.thumbnailUrl, gallery };
}

/** The shipped video of a demo realisation of type video. */
export function demoVideoFile(demo: DemoRealisation): string {
  return path.join(repoRoot, 'gateway', 'src', 'content', 'demo-videos', `${realisationSlug(demo.title)}.mp4`);
}
