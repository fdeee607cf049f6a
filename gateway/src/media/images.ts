import { MEDIA_WIDTHS as IMAGE_WIDTHS } from '@garage/contract/media-images';
import sharp from 'sharp';
import { newMediaId, UPLOADS_URL, type MediaStore } from './media-store.js';

// The widths of the responsive derivatives are the contract's (the SPA and the page heads build srcset from the same
// list); the largest is the main URL.
export const THUMBNAIL = { width: 480, height: 360 } as const;
/** libwebp's effort (0–6, default 4): 2 encodes about twice as fast for files a few percent larger. */
const WEBP_EFFORT = 2;
// Every upload is a different image: libvips' operation cache (up to 50 MB by default) only kept the pixels of the
// last ones, resident for the life of the process (the demo pictures of a first start included).
sharp.cache(false);

/** Refuse images larger than this many pixels before decoding them (pixel-flood protection). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** Shared by every file made from this image: <id>-480.webp, <id>-thumb.webp… */
  mediaId: string;
  /** Names of the files written to the store. */
  files: string[];
  /** The largest WebP derivative, /uploads/<id>-1600.webp */
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** The WebP files made from one image, in memory, before anything is stored. */
export interface ImageDerivatives {
  files: { name: string; data: Buffer }[];
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * Turns an image into web derivatives: orientation from EXIF applied, every metadata block (GPS included) dropped,
 * WebP in three widths (never enlarged) and a 4:3 thumbnail. Nothing of the original file is kept. `id` names the
 * files (a video's poster shares the video's id).
 */
export async function deriveImages(input: Buffer, id: string): Promise<ImageDerivatives> {
  // Decoded once, turned upright and brought down to the largest width (JPEG shrink-on-load makes this cheap even
  // for 24 MP photos); every derivative is then cut from these pixels instead of decoding the original again.
  const largestWidth = Math.max(...IMAGE_WIDTHS);
  const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: largestWidth, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files: ImageDerivatives['files'] = [];
  for (const w of IMAGE_WIDTHS) {
    const data = await upright()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: 78, effort: WEBP_EFFORT })
      .toBuffer();
    files.push({ name: `${id}-${w}.webp`, data });
  }
  const thumb = await upright()
    .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 72, effort: WEBP_EFFORT })
    .toBuffer();
  files.push({ name: `${id}-thumb.webp`, data: thumb });
  return {
    files,
    url: `${UPLOADS_URL}/${id}-${largestWidth}.webp`,
    thumbnailUrl: `${UPLOADS_URL}/${id}-thumb.webp`,
    width: info.width,
    height: info.height,
  };
}

/** Writes derivatives to the store; if one write fails, the ones already written are removed. */
export async function storeDerivatives(store: MediaStore, files: ImageDerivatives['files']): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.save(file.name, file.data);
      written.push(file.name);
    }
  } catch (error) {
    await Promise.all(written.map((name) => store.remove(name).catch(() => undefined)));
    throw error;
  }
}

/** Derives and stores at once (demo content); uploads register the files in between, see ingest.ts. */
export async function processImage(input: Buffer, store: MediaStore, id = newMediaId()): Promise<ProcessedImage> {
  const image = await deriveImages(input, id);
  await storeDerivatives(store, image.files);
  const { url, thumbnailUrl, width, height } = image;
  return { mediaId: id, files: image.files.map((f) => f.name), url, thumbnailUrl, width, height };
}
