import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { demoRealisations } from '../../content/demo-realisations.js';
import type { DemoRealisation } from '../../content/demo-types.js';
import { processImage } from '../../media/images.js';
import { registerMedia, removeFiles, type MediaRecord } from '../../media/media-library.js';
import { newMediaId, type MediaStore } from '../../media/media-store.js';
import { repoRoot } from '../../lib/paths.js';
import { demoPictureSvg } from './demo-art.js';
import { matchCatalogueEngine } from './engine-match.js';
import { realisationSlug } from './slug.js';

/**
 * Demo realisations with generated pictures and short videos (made in advance by scripts/make-demo-videos.mjs and
 * shipped, so a first start encodes nothing), loaded only into a database without any realisation
 * (and only when DEMO_CONTENT is on). Returns how many were created.
 */
export async function seedDemoRealisations(db: DataSource, store: MediaStore, centreIds: string[]): Promise<number> {
  const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM realisation')) as [{ count: number }];
  if (count > 0 || centreIds.length === 0) return 0;

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
    const [{ again }] = (await manager.query('SELECT count(*)::int AS again FROM realisation')) as [{ again: number }];
    if (again > 0) return false;
    for (const { demo, media } of prepared) {
      for (const record of media.records) await registerMedia(manager, record);
      const engineId = await matchCatalogueEngine(manager, demo.vehicle);
      const [{ id }] = (await manager.query(
        `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model,
           vehicle_year, vehicle_engine, engine_id, modifications, power_before, power_after, torque_before,
           torque_after, media_url, thumbnail_url, featured, status, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'active', 0)
         RETURNING id`,
        [
          centreIds[demo.centreIndex % centreIds.length],
          demo.type,
          demo.title,
          realisationSlug(demo.title),
          demo.description,
          demo.date,
          demo.vehicle.brand,
          demo.vehicle.model,
          demo.vehicle.year,
          demo.vehicle.engine,
          engineId,
          demo.modifications,
          demo.gains?.powerBefore ?? null,
          demo.gains?.powerAfter ?? null,
          demo.gains?.torqueBefore ?? null,
          demo.gains?.torqueAfter ?? null,
          media.mediaUrl,
          media.thumbnailUrl,
          demo.featured,
        ],
      )) as [{ id: number }];
      for (const [index, item] of media.gallery.entries()) {
        await manager.query(
          `INSERT INTO realisation_gallery_item (realisation_id, url, type, alt, is_primary, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, item.url, item.type, item.alt, index === 0, index],
        );
      }
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
  const pictures = [];
  for (let variant = 0; variant < Math.max(1, demo.images); variant++) {
    const png = await sharp(Buffer.from(demoPictureSvg(demo.paint, variant)))
      .png()
      .toBuffer();
    const image = await processImage(png, store);
    pictures.push({ ...image, alt: `${name}, vue ${variant + 1} (illustration)` });
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
