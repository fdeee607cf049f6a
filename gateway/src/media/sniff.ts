import { fileTypeFromBuffer } from 'file-type';
import { open } from 'node:fs/promises';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';
export type VideoFormat = 'mp4' | 'mov' | 'webm';

/** What an uploaded file really is, judged from its bytes. `mime` is the type to serve or record it with. */
export type MediaKind =
  { family: 'image'; format: ImageFormat; mime: string } | { family: 'video'; format: VideoFormat; mime: string };

/** Every signature we accept sits in the first bytes; this is plenty for file-type and for the `ftyp` brands. */
const HEAD_BYTES = 64 * 1024;

const image = (format: ImageFormat, mime: string): MediaKind => ({ family: 'image', format, mime });
const video = (format: VideoFormat, mime: string): MediaKind => ({ family: 'video', format, mime });

/**
 * Identifies an uploaded file by its content (magic bytes, through file-type), never by its name or declared type.
 * Only the formats the site accepts come back; anything else (SVG, HTML, text, PDF, GIF, executables, archives,
 * unknown bytes) is null. A file can be identified and still turn out unreadable later (a cut JPEG is still a JPEG).
 */
export async function identifyMedia(filePath: string): Promise<MediaKind | null> {
  const head = await readHead(filePath);
  if (head.length === 0) return null;
  const detected = await fileTypeFromBuffer(head);
  switch (detected?.mime) {
    case 'image/jpeg':
      return image('jpeg', 'image/jpeg');
    case 'image/png':
    case 'image/apng': // an animated PNG is still a PNG: its first frame is what gets kept
      return image('png', 'image/png');
    case 'image/webp':
      return image('webp', 'image/webp');
    case 'video/webm':
      return video('webm', 'video/webm');
    case 'image/avif':
    case 'image/heic':
    case 'image/heif':
    case 'video/mp4':
    case 'video/quicktime':
      return isoMedia(head, detected.mime);
    default:
      return null;
  }
}

async function readHead(filePath: string): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const HEVC_STILL_BRANDS = ['heic', 'heix', 'heim', 'heis'];
const IMAGE_SEQUENCE_BRANDS = ['msf1', 'hevc', 'hevx', 'hevm', 'hevs'];

/**
 * ISO base media files (HEIF, AVIF, MP4, QuickTime) share one container; file-type only looks at the major brand.
 * The compatible brands settle the cases it gets wrong for us: an AVIF whose major brand is the generic `mif1`
 * (file-type says HEIF), and still-image files whose major brand it does not know (it says MP4).
 */
function isoMedia(head: Buffer, mime: string): MediaKind | null {
  const brands = ftypBrands(head);
  // QuickTime files from before `ftyp` existed start straight with `moov`, `mdat`, `wide` or `free`.
  if (!brands) return mime === 'video/quicktime' ? video('mov', 'video/quicktime') : null;
  const [major = ''] = brands;
  if (major === 'avif' || major === 'avis') return image('avif', 'image/avif');
  if (major === 'qt') return video('mov', 'video/quicktime');
  if (IMAGE_SEQUENCE_BRANDS.includes(major)) return null; // bursts and animations, not stills
  if (brands.some((brand) => HEVC_STILL_BRANDS.includes(brand))) return image('heic', 'image/heic');
  // `mif1` alone says "HEIF still image" without naming the codec: AVIF when `avif` is listed, else HEIF.
  if (brands.includes('mif1'))
    return brands.includes('avif') ? image('avif', 'image/avif') : image('heic', 'image/heif');
  // file-type names every other brand `video/mp4`; the M4V, M4A, 3GP… variants were already set apart by it.
  return mime === 'video/mp4' ? video('mp4', 'video/mp4') : null;
}

/** Major brand then compatible brands of the leading `ftyp` box, trimmed ("qt  " → "qt"); null without one. */
function ftypBrands(head: Buffer): string[] | null {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands.map((brand) => brand.replace(/\0/g, ' ').trim());
}
