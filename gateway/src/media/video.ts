import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Ffmpeg, FfmpegFailure } from './ffmpeg.js';
import { MediaError, storageFailure } from './media-error.js';
import { newMediaId } from './media-store.js';

/*
 * Uploaded videos are remuxed, never re-encoded: same pictures and sound, a new container without any metadata
 * (an iPhone MOV carries the GPS position of the shot), then one frame is taken as the poster.
 *
 * ffmpeg runs without a shell and with limits (ffmpeg.ts), reads the input with the demuxer that the sniffed format
 * calls for and may only open local files and pipes (no network, no playlists pointing elsewhere).
 *
 * Without a usable ffmpeg, videos are refused (ingest.ts): one is never stored as uploaded, since its metadata may
 * hold the place where it was filmed.
 */

export const VIDEO_MESSAGES = {
  unreadable: 'Vidéo illisible ou incomplète',
} as const;

export interface PreparedVideo {
  /** The remuxed file, inside `outputDir`, named <random id>.<extension>; the caller moves or deletes it. */
  videoPath: string;
  extension: 'mp4' | 'webm';
  /** A frame at 1 s (or the first frame of a shorter clip), upright, as PNG; null when no frame could be decoded. */
  posterPng: Buffer | null;
}

/** Remuxing copies bytes, so even a large file is quick; these only stop a stuck process. */
const REMUX_TIMEOUT_MS = 5 * 60_000;
const FRAME_TIMEOUT_MS = 60_000;
const PROBE_TIMEOUT_MS = 30_000;
const POSTER_AT_SECONDS = 1;

/**
 * Remuxes an identified upload to MP4 (from MP4 or MOV, with the index moved to the front so playback starts before
 * the download ends) or WebM (from WebM), keeping the first video stream and the first audio stream if there is
 * one, and dropping every metadata tag and chapter: locations, dates, device names. The display rotation of a phone
 * video is not a tag and survives, so portrait clips stay portrait. Then grabs the poster frame.
 *
 * Throws MediaError 400 'Vidéo illisible ou incomplète' when ffmpeg cannot read the file, finds no video stream,
 * reports damaged data (a truncated upload) or cannot fit the streams into the target container.
 */
export async function prepareVideo(
  ffmpeg: Ffmpeg,
  inputPath: string,
  format: 'mp4' | 'mov' | 'webm',
  outputDir: string,
): Promise<PreparedVideo> {
  const extension = format === 'webm' ? 'webm' : 'mp4';
  const demuxer = format === 'webm' ? 'matroska' : 'mov';
  const input = fileUrl(inputPath);
  const probe = await probeVideo(ffmpeg, input, demuxer);
  if (!probe.hasVideo) throw unreadable();

  const videoPath = path.join(path.resolve(outputDir), `${newMediaId()}.${extension}`);
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-protocol_whitelist', 'file,pipe', '-f', demuxer, '-i', input],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
    ...['-map_metadata', '-1', '-map_chapters', '-1'],
    // Safari only plays HEVC in MP4 under the `hvc1` sample entry name (iPhones write it; others may not).
    ...(extension === 'mp4' && probe.videoCodec === 'hevc' ? ['-tag:v', 'hvc1'] : []),
    ...(extension === 'mp4' ? ['-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm']),
    fileUrl(videoPath),
  ];
  try {
    const { stderr } = await ffmpeg.run(args, { timeoutMs: REMUX_TIMEOUT_MS });
    // With -loglevel error, anything printed is an error: for a truncated file ffmpeg still exits with 0 after
    // copying what it could, but says "partial file" or "Invalid data found when processing input".
    if (stderr.trim()) throw unreadable(new Error(stderr.trim()));
  } catch (error) {
    await rm(videoPath, { force: true });
    // ffmpeg names a failure of our disk (full, read-only…) in its output: that is not the file's fault.
    const disk = storageFailure(error instanceof MediaError ? error.cause : error);
    throw disk ?? (error instanceof MediaError || isSpawnFailure(error) ? error : unreadable(error));
  }

  const posterAt = probe.durationSeconds !== null && probe.durationSeconds <= POSTER_AT_SECONDS ? 0 : POSTER_AT_SECONDS;
  let posterPng = await grabFrame(ffmpeg, videoPath, posterAt);
  if (!posterPng && posterAt > 0) posterPng = await grabFrame(ffmpeg, videoPath, 0);
  return { videoPath, extension, posterPng };
}

interface Probe {
  hasVideo: boolean;
  videoCodec: string | null;
  durationSeconds: number | null;
}

/**
 * What `ffmpeg -i` prints about the input (there is no ffprobe in the npm package). ffmpeg exits with an error
 * here by design ("At least one output file must be specified"): only an unreadable input is a failure.
 */
async function probeVideo(ffmpeg: Ffmpeg, input: string, demuxer: string): Promise<Probe> {
  const args = ['-hide_banner', '-nostdin', '-protocol_whitelist', 'file,pipe', '-f', demuxer, '-i', input];
  const stderr = await ffmpeg.run(args, { timeoutMs: PROBE_TIMEOUT_MS }).then(
    (result) => result.stderr,
    (error: FfmpegFailure) => {
      if (isSpawnFailure(error)) throw error;
      if (error.killed || error.stderr === undefined) throw unreadable(error);
      return error.stderr;
    },
  );
  if (!/^Input #0/m.test(stderr)) throw unreadable(new Error(stderr.trim()));
  return parseProbe(stderr);
}

/** Reads the stream list and duration of `ffmpeg -i` output (kept apart for tests). */
export function parseProbe(stderr: string): Probe {
  const codec = /^\s*Stream #0:\d+.*?: Video: ([\w-]+)/m.exec(stderr);
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  return {
    hasVideo: codec !== null,
    videoCodec: codec?.[1] ?? null,
    durationSeconds: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null,
  };
}

/** One frame at `seconds` as PNG, rotated as the video is displayed (ffmpeg's default); null if none came out. */
async function grabFrame(ffmpeg: Ffmpeg, videoPath: string, seconds: number): Promise<Buffer | null> {
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
    ...(seconds > 0 ? ['-ss', String(seconds)] : []),
    ...['-protocol_whitelist', 'file,pipe', '-i', fileUrl(videoPath)],
    ...['-map', '0:v:0', '-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
  ];
  try {
    // A PNG frame: 64 MB allows an 8K one.
    const { stdout } = await ffmpeg.run(args, {
      timeoutMs: FRAME_TIMEOUT_MS,
      binary: true,
      maxOutputBytes: 64 * 1024 * 1024,
    });
    return stdout.length > 0 ? stdout : null;
  } catch {
    return null;
  }
}

/** An absolute `file:` URL, so no file name is ever taken for an option or another protocol. */
const fileUrl = (filePath: string) => `file:${path.resolve(filePath)}`;

const unreadable = (cause?: unknown) => new MediaError(400, VIDEO_MESSAGES.unreadable, { cause });

/** ffmpeg could not be started at all (ENOENT, EACCES…): the server's problem, not the file's. */
const isSpawnFailure = (error: unknown) => typeof (error as FfmpegFailure | undefined)?.code === 'string';
