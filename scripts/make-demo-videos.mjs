// Makes the short demo videos that the demo realisations of type video use, into gateway/src/content/demo-videos/
// (committed, so that the site's first start encodes nothing). Run after changing a demo video's realisation or the
// demo drawings: `npm run build -w gateway && node scripts/make-demo-videos.mjs`. Needs ffmpeg (FFMPEG_PATH or the
// PATH) with libx264, as Debian's package has.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const built = (file) => import(path.join(root, 'gateway', 'dist', file));
const { demoRealisations } = await built('content/demo-realisations.js');
const { demoPictureSvg } = await built('services/demo/demo-art.js');
const { demoVideoFile } = await built('services/demo/demo-seed.js');
const { demoJobKind } = await built('services/demo/demo-vehicle-kind.js');
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';

const work = mkdtempSync(path.join(os.tmpdir(), 'demo-videos-'));
try {
  for (const demo of demoRealisations.filter((d) => d.type === 'video')) {
    const still = path.join(work, 'still.png');
    writeFileSync(
      still,
      await sharp(Buffer.from(demoPictureSvg(demoJobKind(demo), demo.paint, 0, 1280, 800)))
        .png()
        .toBuffer(),
    );
    const output = demoVideoFile(demo);
    // Five seconds of a slow push-in on the drawing of the job's vehicle (the scene of its first picture), as a
    // stand-in for a bench video; no audio, no metadata.
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-loop', '1', '-i', still, '-t', '5'],
      ...['-vf', "zoompan=z='min(zoom+0.0012,1.15)':d=125:s=960x540:fps=25,format=yuv420p"],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '32', '-an', '-map_metadata', '-1'],
      ...['-movflags', '+faststart', output],
    ]);
    console.log(path.relative(root, output));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
