// Issue 6: the admin upload pipeline end to end (HTTP multipart → sniffing → decoding → WebP derivatives → stored).
// 1. One 24-megapixel JPEG (6000 × 4000, as a phone or camera makes): time and the gateway's peak memory.
// 2. Uploads per second of a 2 MB photo with 2 clients sending at once, for BENCH_DURATION seconds.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { duration, report, startGateway } from './lib.mjs';

const admin = { username: 'banc', password: 'mot-de-passe-du-banc-34' };

/** A photo-like picture: smooth gradients with a little grain, so JPEG sizes are realistic. */
async function photo(width, height, quality) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="0.6" stop-color="#c0c8d0"/><stop offset="1" stop-color="#2b2b2b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#b22222"/></svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality })
    .toBuffer();
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
const peakMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const currentMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function upload(url, token, bytes) {
  const form = new FormData();
  form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/upload/image`, {
    method: 'POST',
    headers: { Authorization: `Basic ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return { ok: response.status === 201, ms: performance.now() - started };
}

const big = await photo(6000, 4000, 92);
const medium = await photo(2800, 2100, 92);
console.log(`24 MP JPEG: ${(big.length / 1e6).toFixed(1)} MB; « 2 MB » photo: ${(medium.length / 1e6).toFixed(1)} MB`);

const gateway = await startGateway({
  DEMO_CONTENT: 'false',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});
try {
  const login = await fetch(`${gateway.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { data } = await login.json();
  await upload(gateway.url, data.token, medium); // warm-up: sharp and the first derivatives

  const idleMb = currentMb(gateway.pid);
  // Resets the peak (VmHWM) to the current size, so start-up does not count.
  writeFileSync(`/proc/${gateway.pid}/clear_refs`, '5');
  const times = [];
  for (let i = 0; i < 3; i++) {
    const result = await upload(gateway.url, data.token, big);
    if (!result.ok) throw new Error('upload refused');
    times.push(result.ms);
  }
  const peak = peakMb(gateway.pid);
  times.sort((a, b) => a - b);

  let done = 0;
  let failed = 0;
  const latencies = [];
  const until = Date.now() + duration * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const result = await upload(gateway.url, data.token, medium);
      if (result.ok) done++;
      else failed++;
      latencies.push(result.ms);
    }
  };
  const started = Date.now();
  await Promise.all([client(), client()]);
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  report('uploads', [
    {
      name: `24 MP JPEG (${(big.length / 1e6).toFixed(1)} MB), median of 3, peak RSS ${Math.round(peak)} MB (idle ${Math.round(idleMb)} MB)`,
      requestsPerSecond: +(1000 / times[1]).toFixed(2),
      p50: Math.round(times[1]),
      p99: Math.round(times[2]),
      errors: 0,
    },
    {
      name: `${(medium.length / 1e6).toFixed(1)} MB photo, 2 clients, ${Math.round(seconds)} s`,
      requestsPerSecond: +(done / seconds).toFixed(2),
      p50: Math.round(latencies[Math.floor(latencies.length / 2)]),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? latencies.at(-1)),
      errors: failed,
    },
  ]);
} finally {
  await gateway.stop();
}
