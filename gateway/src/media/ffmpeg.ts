import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

/*
 * ffmpeg handles uploaded videos, which are untrusted input: it must be a maintained build (Debian's `ffmpeg`
 * package, which gets security fixes; `scripts/ensure-system-packages.mjs` installs it), at least 5.0, and each run
 * gets limits:
 *
 * - no network: callers pass `-protocol_whitelist file,pipe` and absolute `file:` URLs, so a crafted file (an HLS
 *   playlist, a concat list) cannot make it open anything else;
 * - time: the process is killed (SIGKILL) past the job's timeout;
 * - memory and CPU: run under `prlimit` (util-linux) with an address-space and a CPU-time limit, so a file that makes
 *   the decoder allocate without end fails alone instead of pushing the server out of memory.
 */

export const MINIMUM_FFMPEG_MAJOR = 5;
/** Address space of one ffmpeg job: remuxing copies packets, a poster decodes one frame (8K HEVC fits). */
const MEMORY_LIMIT_BYTES = 2 * 1024 ** 3;

export interface FfmpegRunOptions {
  timeoutMs: number;
  /** stdout as bytes (a PNG frame) rather than text. */
  binary?: boolean;
  /** Largest stdout kept, in bytes. */
  maxOutputBytes?: number;
}

export interface FfmpegFailure extends Error {
  /** True when the process was killed (timeout). */
  killed?: boolean;
  stderr?: string;
  /** Exit code, or a string code (ENOENT…) when the process could not start. */
  code?: number | string | null;
}

export interface Ffmpeg {
  /** The binary, as configured (FFMPEG_PATH) or found on the PATH. */
  path: string;
  /** As `ffmpeg -version` prints it, e.g. `5.1.9-0+deb12u1`. */
  version: string;
  run(args: string[], options: FfmpegRunOptions & { binary: true }): Promise<{ stdout: Buffer; stderr: string }>;
  run(args: string[], options: FfmpegRunOptions): Promise<{ stdout: string; stderr: string }>;
}

/** The ffmpeg to use, or why there is none (one French sentence for the start-up log). */
export type FfmpegLookup = { ffmpeg: Ffmpeg; problem?: undefined } | { ffmpeg: null; problem: string };

/** Reads the version out of `ffmpeg -version`; git builds (`N-112233-g…`) count as new. */
export function parseFfmpegVersion(output: string): { version: string; major: number } | null {
  const match = /^ffmpeg version (\S+)/m.exec(output);
  if (!match) return null;
  const version = match[1]!;
  const numbered = /^n?(\d+)\.(\d+)/.exec(version);
  if (numbered) return { version, major: Number(numbered[1]) };
  return /^N-\d+/.test(version) ? { version, major: Number.POSITIVE_INFINITY } : null;
}

/** Runs `<binary> -version` and checks it is an ffmpeg of version 5.0 or later. */
export async function findFfmpeg(binary: string): Promise<FfmpegLookup> {
  let output: string;
  try {
    // Without prlimit in between, so that a missing binary is told apart (ENOENT).
    output = (await createFfmpeg(binary, '', null).run(['-version'], { timeoutMs: 30_000 })).stdout;
  } catch (error) {
    const code = (error as FfmpegFailure).code;
    return {
      ffmpeg: null,
      problem:
        code === 'ENOENT'
          ? `ffmpeg introuvable (${binary}) : installez-le avec « apt-get install ffmpeg » ou indiquez son chemin dans FFMPEG_PATH`
          : `ffmpeg (${binary}) ne démarre pas : ${(error as Error).message.split('\n')[0]}`,
    };
  }
  const parsed = parseFfmpegVersion(output);
  if (!parsed)
    return { ffmpeg: null, problem: `${binary} ne se présente pas comme ffmpeg (« ${output.split('\n')[0]} »)` };
  if (parsed.major < MINIMUM_FFMPEG_MAJOR) {
    return {
      ffmpeg: null,
      problem: `ffmpeg ${parsed.version} (${binary}) est trop ancien pour traiter des fichiers envoyés : il faut la version ${MINIMUM_FFMPEG_MAJOR}.0 au moins (paquet Debian « ffmpeg »)`,
    };
  }
  const limiter = existsSync('/usr/bin/prlimit') ? '/usr/bin/prlimit' : null;
  return { ffmpeg: createFfmpeg(binary, parsed.version, limiter) };
}

function createFfmpeg(binary: string, version: string, limiter: string | null): Ffmpeg {
  function run(args: string[], options: FfmpegRunOptions): Promise<{ stdout: string | Buffer; stderr: string }> {
    const cpuSeconds = Math.ceil(options.timeoutMs / 1000) + 5;
    const [command, commandArgs] = limiter
      ? [limiter, [`--as=${MEMORY_LIMIT_BYTES}`, `--cpu=${cpuSeconds}`, '--', binary, ...args]]
      : [binary, args];
    return new Promise((resolve, reject) => {
      execFile(
        command,
        commandArgs,
        {
          timeout: options.timeoutMs,
          killSignal: 'SIGKILL',
          maxBuffer: options.maxOutputBytes ?? 4 * 1024 * 1024,
          encoding: options.binary ? 'buffer' : 'utf8',
          windowsHide: true,
        },
        (error, stdout, stderr) => {
          const text = Buffer.isBuffer(stderr) ? stderr.toString('utf8') : stderr;
          if (error) reject(Object.assign(error, { stderr: text }));
          else resolve({ stdout, stderr: text });
        },
      );
    });
  }
  return { path: binary, version, run: run as Ffmpeg['run'] };
}
