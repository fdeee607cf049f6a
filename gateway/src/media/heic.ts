import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './images.js';
import { MediaError } from './media-error.js';

/*
 * HEIC (iPhone photos) is HEVC inside HEIF. sharp's prebuilt libvips reads HEIF only for AVIF (no HEVC decoder, for
 * patent reasons), so HEIC goes through libheif compiled to WebAssembly (the `libheif-js` package, with libde265):
 * nothing native to install, same result on every machine.
 */

export const HEIC_MESSAGES = {
  unreadable: 'Image HEIC illisible ou incomplète',
  unsupported: 'Variante HEIF non prise en charge : envoyez la photo en JPEG',
  tooManyPixels: `Image trop grande : ${MAX_INPUT_PIXELS / 1_000_000} mégapixels au plus`,
} as const;

/**
 * Decodes the primary image of a HEIC/HEIF file into a PNG that `processImage` takes as it is.
 *
 * - Size: the primary image's dimensions are read from the container first; above MAX_INPUT_PIXELS the file is
 *   refused (MediaError 413) before any pixel is decoded.
 * - Orientation: libheif applies the HEIF transformations (`clap` crop, `irot` rotation, `imir` mirror) while
 *   decoding, so the PNG is upright as the phone showed it. The EXIF block of the HEIC (whose Orientation tag
 *   repeats what `irot` says) is NOT carried over, so nothing downstream can rotate the picture a second time,
 *   and its GPS position is gone too.
 * - Colour: the ICC profile of the HEIC (Display P3 on iPhones) is embedded in the PNG, so sharp converts to sRGB
 *   correctly later; without a profile the pixels are taken as sRGB.
 * - The PNG is compressed lightly (speed over size: it only lives until the WebP derivatives are made).
 *
 * Any failure is a MediaError: 400 for a damaged file, 415 for a HEIF variant the decoder does not know, 413 for
 * too many pixels.
 */
export async function decodeHeic(input: Buffer): Promise<Buffer> {
  const lib = libheif();
  let pixels: Pixels;
  try {
    pixels = await primaryImagePixels(lib, input);
  } catch (error) {
    if (error instanceof MediaError) throw error;
    // The WebAssembly code itself failed (an abort on hostile data, memory exhausted): its state can no longer
    // be trusted, so the next call starts from a fresh instance.
    discardLibheif();
    throw new MediaError(400, HEIC_MESSAGES.unreadable, { cause: error });
  }
  const { width, height, channels, data } = pixels;
  const png = await sharp(data, { raw: { width, height, channels } }).png({ compressionLevel: 1 }).toBuffer();
  const icc = primaryIccProfile(input);
  return icc ? withIccProfile(png, icc) : png;
}

interface Pixels {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

async function primaryImagePixels(lib: Libheif, input: Buffer): Promise<Pixels> {
  const context = lib.heif_context_alloc();
  try {
    const read = lib.heif_context_read_from_memory(context, input);
    if (read.code.value !== lib.heif_error_code.heif_error_Ok.value) throw heifFailure(lib, read);
    const handle = lib.heif_js_context_get_primary_image_handle(context);
    if (isHeifError(handle)) throw heifFailure(lib, handle);
    try {
      // Width and height after the transformations, from the `ispe` property: no pixel is decoded yet.
      const width = lib.heif_image_handle_get_width(handle);
      const height = lib.heif_image_handle_get_height(handle);
      if (width * height > MAX_INPUT_PIXELS) throw new MediaError(413, HEIC_MESSAGES.tooManyPixels);
      if (width < 1 || height < 1) throw new MediaError(400, HEIC_MESSAGES.unreadable);
      const channels = lib.heif_image_handle_has_alpha_channel(handle) ? 4 : 3;
      const pixels = await decodePixels(lib, handle, channels);
      // The coded stream may disagree with what the container announced: check what really came out.
      if (pixels.width * pixels.height > MAX_INPUT_PIXELS) throw new MediaError(413, HEIC_MESSAGES.tooManyPixels);
      return { ...pixels, channels };
    } finally {
      lib.heif_image_handle_release(handle);
    }
  } finally {
    lib.heif_context_free(context);
  }
}

/** Decodes to interleaved 8-bit RGB(A) and copies the rows out of the WebAssembly memory, without row padding. */
async function decodePixels(lib: Libheif, handle: HeifHandle, channels: 3 | 4) {
  const chroma =
    channels === 4 ? lib.heif_chroma.heif_chroma_interleaved_RGBA : lib.heif_chroma.heif_chroma_interleaved_RGB;
  // Synchronous in this build; awaited in case a build decodes asynchronously.
  const decoded = await lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, chroma);
  if (isHeifError(decoded)) throw heifFailure(lib, decoded);
  try {
    const plane = decoded.channels.find((c) => c.id.value === lib.heif_channel.heif_channel_interleaved.value);
    const rowBytes = (plane?.width ?? 0) * channels;
    if (
      !plane ||
      plane.bits_per_pixel !== 8 ||
      plane.stride < rowBytes ||
      plane.data.length < plane.stride * plane.height
    )
      throw new MediaError(415, HEIC_MESSAGES.unsupported);
    // `plane.data` is a view on the decoder's memory, valid until the image is released: copy it now.
    const data = Buffer.allocUnsafe(rowBytes * plane.height);
    for (let row = 0; row < plane.height; row++)
      data.set(plane.data.subarray(row * plane.stride, row * plane.stride + rowBytes), row * rowBytes);
    return { width: plane.width, height: plane.height, data };
  } finally {
    lib.heif_image_release(decoded.image);
  }
}

function heifFailure(lib: Libheif, error: HeifError): MediaError {
  const code = error.code.value;
  const unsupported =
    code === lib.heif_error_code.heif_error_Unsupported_feature.value ||
    code === lib.heif_error_code.heif_error_Unsupported_filetype.value;
  return new MediaError(unsupported ? 415 : 400, unsupported ? HEIC_MESSAGES.unsupported : HEIC_MESSAGES.unreadable, {
    cause: new Error(error.message),
  });
}

// --- ICC profile: read from the HEIF boxes (the WebAssembly build has no JavaScript accessor for it) ----------------

interface Box {
  type: string;
  /** Start of the payload (after the header) and end of the box. */
  body: number;
  end: number;
}

/** The boxes between `start` and `end`; stops quietly at the first malformed one. */
function boxes(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(data.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) break;
    found.push({ type: data.toString('latin1', at + 4, at + 8), body, end: at + size });
    at += size;
  }
  return found;
}

/**
 * The ICC profile (`colr` box of type `prof` or `rICC`) associated with the primary item, or else the first one
 * of the file (iPhone grids carry the same profile on the grid and its tiles); null when there is none.
 */
export function primaryIccProfile(data: Buffer): Buffer | null {
  const find = (list: Box[], type: string) => list.find((box) => box.type === type);
  const meta = find(boxes(data, 0, data.length), 'meta');
  if (!meta) return null;
  const metaChildren = boxes(data, meta.body + 4, meta.end); // `meta` is a full box: version and flags first
  const pitm = find(metaChildren, 'pitm');
  const iprp = find(metaChildren, 'iprp');
  if (!iprp) return null;
  const iprpChildren = boxes(data, iprp.body, iprp.end);
  const ipco = find(iprpChildren, 'ipco');
  if (!ipco) return null;
  const properties = boxes(data, ipco.body, ipco.end);
  const profileOf = (box: Box | undefined) => {
    if (box?.type !== 'colr' || box.body + 4 > box.end) return null;
    const colourType = data.toString('latin1', box.body, box.body + 4);
    return colourType === 'prof' || colourType === 'rICC' ? data.subarray(box.body + 4, box.end) : null;
  };
  const ipma = find(iprpChildren, 'ipma');
  if (pitm && ipma) {
    try {
      const primary = data[pitm.body] === 0 ? data.readUInt16BE(pitm.body + 4) : data.readUInt32BE(pitm.body + 4);
      for (const index of associatedProperties(data, ipma, primary)) {
        const profile = profileOf(properties[index - 1]);
        if (profile) return profile;
      }
    } catch {
      // A truncated ipma or pitm: fall back to the first profile of the file.
    }
  }
  for (const box of properties) {
    const profile = profileOf(box);
    if (profile) return profile;
  }
  return null;
}

/** 1-based indexes into `ipco` of the properties that `ipma` associates with `item`. */
function associatedProperties(data: Buffer, ipma: Box, item: number): number[] {
  const version = data[ipma.body] ?? 0;
  const wide = ((data[ipma.body + 3] ?? 0) & 1) === 1;
  let at = ipma.body + 8;
  for (let entries = data.readUInt32BE(ipma.body + 4); entries > 0 && at < ipma.end; entries--) {
    const id = version < 1 ? data.readUInt16BE(at) : data.readUInt32BE(at);
    at += version < 1 ? 2 : 4;
    const count = data.readUInt8(at);
    at += 1;
    const indexes: number[] = [];
    for (let n = 0; n < count; n++) {
      indexes.push(wide ? data.readUInt16BE(at) & 0x7fff : data.readUInt8(at) & 0x7f);
      at += wide ? 2 : 1;
    }
    if (id === item) return indexes;
  }
  return [];
}

/** Inserts an `iCCP` chunk (the profile, zlib-compressed) right after the PNG's IHDR chunk. */
function withIccProfile(png: Buffer, profile: Buffer): Buffer {
  const afterHeader = 8 + 8 + png.readUInt32BE(8) + 4; // signature, then IHDR: length, type, data, CRC
  const body = Buffer.concat([Buffer.from('ICC Profile\0\0', 'latin1'), deflateSync(profile)]);
  const chunk = Buffer.alloc(12 + body.length);
  chunk.writeUInt32BE(body.length, 0);
  chunk.write('iCCP', 4, 'latin1');
  body.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + body.length)), 8 + body.length);
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

// --- The few libheif-js entry points used here (the package ships no typings for its Node entry) -----------------

interface HeifEnum {
  value: number;
}
interface HeifError {
  code: HeifEnum;
  message: string;
}
type HeifContext = { readonly __brand: 'heif_context' };
type HeifHandle = { readonly __brand: 'heif_image_handle' };
type HeifImage = { readonly __brand: 'heif_image' };
interface HeifDecodedImage {
  image: HeifImage;
  channels: { id: HeifEnum; width: number; height: number; stride: number; bits_per_pixel: number; data: Uint8Array }[];
}
interface Libheif {
  heif_error_code: Record<
    'heif_error_Ok' | 'heif_error_Unsupported_feature' | 'heif_error_Unsupported_filetype',
    HeifEnum
  >;
  heif_colorspace: Record<'heif_colorspace_RGB', HeifEnum>;
  heif_chroma: Record<'heif_chroma_interleaved_RGB' | 'heif_chroma_interleaved_RGBA', HeifEnum>;
  heif_channel: Record<'heif_channel_interleaved', HeifEnum>;
  heif_context_alloc(): HeifContext;
  heif_context_free(context: HeifContext): void;
  heif_context_read_from_memory(context: HeifContext, data: Uint8Array): HeifError;
  heif_js_context_get_primary_image_handle(context: HeifContext): HeifHandle | HeifError;
  heif_image_handle_get_width(handle: HeifHandle): number;
  heif_image_handle_get_height(handle: HeifHandle): number;
  heif_image_handle_has_alpha_channel(handle: HeifHandle): number;
  heif_image_handle_release(handle: HeifHandle): void;
  heif_js_decode_image2(
    handle: HeifHandle,
    colorspace: HeifEnum,
    chroma: HeifEnum,
  ): HeifDecodedImage | HeifError | Promise<HeifDecodedImage | HeifError>;
  heif_image_release(image: HeifImage): void;
}

const isHeifError = (value: object): value is HeifError => 'code' in value;

const require = createRequire(import.meta.url);
const LIBHEIF_ENTRY = 'libheif-js/wasm-bundle';
let loaded: Libheif | undefined;

/**
 * Loaded on first use: the WebAssembly module (about 2 MB, embedded in the script) is compiled synchronously and
 * keeps its memory (up to 2 GB, never given back) for the life of the process.
 */
function libheif(): Libheif {
  loaded ??= require(LIBHEIF_ENTRY) as Libheif;
  return loaded;
}

/** Forgets the current instance; the next `libheif()` evaluates the package again, with fresh memory. */
function discardLibheif() {
  loaded = undefined;
  const resolved = require.resolve(LIBHEIF_ENTRY);
  for (const file of Object.keys(require.cache))
    if (file === resolved || file.includes('libheif-wasm')) delete require.cache[file];
}
