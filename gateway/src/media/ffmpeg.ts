import ffmpeg from '@ffmpeg-installer/ffmpeg';

/**
 * The ffmpeg binary used for videos (poster frames, demo videos): FFMPEG_PATH when set, else the static build that
 * the @ffmpeg-installer package ships inside the npm registry (no download at install time).
 */
export function ffmpegPath(): string {
  return process.env.FFMPEG_PATH || ffmpeg.path;
}
