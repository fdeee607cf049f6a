import sharp from 'sharp';
import { newMediaId, type MediaStore } from './media-store.js';

/** Widths of the responsive derivatives; the largest is the main URL. The client builds srcset from this list. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const THUMBNAIL = { width: 480, height: 360 } as const;
/** Refuse images larger than this many pixels before decoding them (pixel-flood protection). */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  /** The largest WebP derivative, /uploads/<id>-1600.webp */
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * Turns an image into web derivatives: orientation from EXIF applied, every metadata block (GPS included) dropped,
 * WebP in three widths (never enlarged) and a 4:3 thumbnail. Nothing of the original file is kept.
 */
export async function processImage(input: Buffer, store: MediaStore): Promise<ProcessedImage> {
  const id = newMediaId();
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const meta = await base.metadata();
  // EXIF orientations 5 to 8 turn the picture by 90°: width and height swap once applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  let url = '';
  for (const w of IMAGE_WIDTHS) {
    const data = await base.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    url = await store.save(`${id}-${w}.webp`, data);
  }
  const thumb = await base
    .clone()
    .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover', position: 'attention' })
    .webp({ quality: 72 })
    .toBuffer();
  const thumbnailUrl = await store.save(`${id}-thumb.webp`, thumb);
  const largest = Math.min(width, Math.max(...IMAGE_WIDTHS));
  return { url, thumbnailUrl, width: largest, height: Math.round((height * largest) / Math.max(width, 1)) };
}
