import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { findFfmpeg, parseFfmpegVersion, type Ffmpeg } from './ffmpeg.js';
import { MediaError, STORAGE_MESSAGES } from './media-error.js';
import { parseProbe, prepareVideo as prepareWith, VIDEO_MESSAGES } from './video.js';

const fixtures = fileURLToPath(new URL('../../../tests/fixtures/media/', import.meta.url));
const fixture = (name: string) => path.join(fixtures, name);

// `npm test` installs Debian's ffmpeg first (scripts/ensure-system-packages.mjs): without it, these tests fail.
const found = await findFfmpeg(loadConfig({ FFMPEG_PATH: process.env.FFMPEG_PATH }).ffmpegPath);
if (!found.ffmpeg) throw new Error(found.problem);
const ffmpeg: Ffmpeg = found.ffmpeg;
const prepareVideo = (...args: Parameters<typeof prepareWith> extends [Ffmpeg, ...infer Rest] ? Rest : never) =>
  prepareWith(ffmpeg, ...args);

/** What `ffmpeg -i` says about a file (its stderr; ffmpeg exits with 1 as no output is given). */
function describeFile(file: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(ffmpeg.path, ['-hide_banner', '-nostdin', '-i', file], (_error, _stdout, stderr) => resolve(stderr));
  });
}

const LOCATION = /location|ISO6709|com\.apple/i;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'video-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function expectUnreadable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect(error).toMatchObject({ name: 'MediaError', status: 400, message: VIDEO_MESSAGES.unreadable });
}

describe('parseProbe', () => {
  it('reads the video codec and the duration of `ffmpeg -i` output', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'file:/tmp/x':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 56 kb/s',
      '    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 24 kb/s (default)',
      '    Stream #0:1[0x1](und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv), 1920x1080, 30 fps',
    ].join('\n');
    expect(parseProbe(stderr)).toEqual({ hasVideo: true, videoCodec: 'hevc', durationSeconds: 62.5 });
    expect(parseProbe('  Duration: N/A, bitrate: N/A\n    Stream #0:0: Audio: opus')).toEqual({
      hasVideo: false,
      videoCodec: null,
      durationSeconds: null,
    });
  });
});

describe('prepareVideo', () => {
  it.each([
    ['clip.mp4', 'mp4', 'mp4', { width: 160, height: 120 }],
    ['clip.mov', 'mov', 'mp4', { width: 120, height: 160 }], // an iPhone portrait clip: the poster is upright
    ['clip.webm', 'webm', 'webm', { width: 160, height: 120 }],
  ] as const)('remuxes %s without its location and makes a poster', async (name, format, extension, size) => {
    expect(await describeFile(fixture(name))).toMatch(LOCATION); // the fixture does carry one
    const outputDir = await mkdtemp(path.join(work, 'out-'));
    const video = await prepareVideo(fixture(name), format, outputDir);

    expect(video.extension).toBe(extension);
    expect(path.dirname(video.videoPath)).toBe(outputDir);
    expect(video.videoPath.endsWith(`.${extension}`)).toBe(true);
    const info = await describeFile(video.videoPath);
    expect(info).toMatch(/Stream #0:0.*: Video: (h264|vp8)/);
    expect(info).toMatch(/Stream #0:1.*: Audio: (aac|opus)/);
    expect(info).not.toMatch(LOCATION);
    expect(info).not.toMatch(/title|creation_time/i);
    if (extension === 'mp4') expect(info).toMatch(/major_brand\s*: isom/);
    // The display rotation is not metadata: a portrait clip must stay portrait.
    if (format === 'mov') expect(info).toMatch(/displaymatrix: rotation of -90|rotate\s*: 90/);

    expect(video.posterPng).not.toBeNull();
    expect(await sharp(video.posterPng!).metadata()).toMatchObject({ format: 'png', ...size });
  });

  it('takes the first frame of a clip shorter than the poster time', async () => {
    const short = path.join(work, 'short.mp4');
    await new Promise<void>((resolve, reject) =>
      execFile(
        ffmpeg.path,
        [
          ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
          ...['-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10:duration=0.4'],
          ...['-c:v', 'mpeg4', short],
        ],
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    const video = await prepareVideo(short, 'mp4', work);
    expect(await sharp(video.posterPng!).metadata()).toMatchObject({ width: 64, height: 48 });
    expect(await describeFile(video.videoPath)).not.toMatch(/Audio:/);
  });

  it('refuses a truncated upload, whether its index is at the end or at the front', async () => {
    const outputDir = await mkdtemp(path.join(work, 'cut-'));
    const clip = await readFile(fixture('clip.mp4'));
    const indexAtEnd = path.join(work, 'cut-end.mp4');
    await writeFile(indexAtEnd, clip.subarray(0, Math.floor(clip.length / 2)));
    await expectUnreadable(prepareVideo(indexAtEnd, 'mp4', outputDir));

    const faststart = await prepareVideo(fixture('clip.mp4'), 'mp4', work);
    const remuxed = await readFile(faststart.videoPath);
    const indexAtFront = path.join(work, 'cut-front.mp4');
    await writeFile(indexAtFront, remuxed.subarray(0, Math.floor(remuxed.length / 2)));
    await expectUnreadable(prepareVideo(indexAtFront, 'mp4', outputDir));

    const webm = await readFile(fixture('clip.webm'));
    const cutWebm = path.join(work, 'cut.webm');
    await writeFile(cutWebm, webm.subarray(0, Math.floor(webm.length / 2)));
    await expectUnreadable(prepareVideo(cutWebm, 'webm', outputDir));

    expect(await readdir(outputDir)).toEqual([]); // nothing left behind
  });

  it('refuses garbage, whatever the file is called', async () => {
    const garbage = path.join(work, '-i clip.mov'); // a name that looks like an option
    await copyFile(fixture('fake.jpg'), garbage);
    await expectUnreadable(prepareVideo(garbage, 'mov', work));
    await expectUnreadable(prepareVideo(fixture('photo.png'), 'mp4', work));
    await expectUnreadable(prepareVideo(fixture('clip.mp4'), 'webm', work)); // not what the sniffing said
  });

  it('says a full disk is the server’s, not the file’s fault', async () => {
    // The real ffmpeg, writing its remuxed video to /dev/full: the kernel answers ENOSPC, as a full disk does.
    const diskFull: Ffmpeg = {
      ...ffmpeg,
      run: ((args: string[], options: Parameters<Ffmpeg['run']>[1]) =>
        ffmpeg.run(
          args.map((arg) => (arg.startsWith(`file:${work}`) ? 'file:/dev/full' : arg)),
          options,
        )) as Ffmpeg['run'],
    };
    const failure = await prepareWith(diskFull, fixture('clip.mp4'), 'mp4', work).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MediaError);
    expect(failure).toMatchObject({ status: 507, kind: 'storage-full', message: STORAGE_MESSAGES.full });
  });
});

describe('the ffmpeg in use', () => {
  /** A stand-in binary: answers -version with `version`, and otherwise prints the limits it runs under. */
  async function fakeFfmpeg(version: string) {
    const file = path.join(work, `ffmpeg-${version}`);
    await writeFile(
      file,
      `#!/bin/sh\nif [ "$1" = -version ]; then echo "ffmpeg version ${version} Copyright (c) 2000 the FFmpeg developers"; else echo "$(ulimit -v) $(ulimit -t)"; sleep "$1"; fi\n`,
    );
    await chmod(file, 0o755);
    return file;
  }

  it('reads the version of Debian, release and git builds', () => {
    expect(parseFfmpegVersion('ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026')).toEqual({
      version: '5.1.9-0+deb12u1',
      major: 5,
    });
    expect(parseFfmpegVersion('ffmpeg version n7.1 Copyright')?.major).toBe(7);
    expect(parseFfmpegVersion('ffmpeg version 4.1-static https://johnvansickle.com')?.major).toBe(4);
    expect(parseFfmpegVersion('ffmpeg version N-112233-gabcdef Copyright')?.major).toBe(Infinity);
    expect(parseFfmpegVersion('avconv version 12')).toBeNull();
  });

  it('is the system’s, at least 5.0', () => {
    expect(parseFfmpegVersion(`ffmpeg version ${ffmpeg.version}`)!.major).toBeGreaterThanOrEqual(5);
  });

  it('refuses a missing binary and a build older than 5.0, saying so in French', async () => {
    expect(await findFfmpeg(path.join(work, 'absent'))).toEqual({
      ffmpeg: null,
      problem: expect.stringMatching(/^ffmpeg introuvable .*apt-get install ffmpeg/),
    });
    expect(await findFfmpeg(await fakeFfmpeg('4.1'))).toEqual({
      ffmpeg: null,
      problem: expect.stringMatching(/^ffmpeg 4\.1 .* est trop ancien .* 5\.0 au moins/),
    });
  });

  it('runs each job under a memory and CPU limit, and kills it at its timeout', async () => {
    const fake = await findFfmpeg(await fakeFfmpeg('6.1'));
    const { stdout } = await fake.ffmpeg!.run(['0'], { timeoutMs: 20_000 });
    const [memoryKb, cpuSeconds] = stdout.trim().split(' ').map(Number);
    expect(memoryKb).toBe(2 * 1024 * 1024);
    expect(cpuSeconds).toBe(25);
    const killed = await fake.ffmpeg!.run(['30'], { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(killed).toMatchObject({ killed: true, signal: 'SIGKILL' });
  });
});
