// Issue 11: what a large HEIC upload does to everyone else. A 48-megapixel HEIC (8000 × 6000, as a recent phone's main
// camera takes) is uploaded while /api/health is asked every 20 ms on another connection; prints the upload's time
// and the latency of those health checks during it (p50, p99, max), then the gateway's resident memory after the
// uploads and once idle. Goal: p99 under 50 ms (decoding off the event loop). The photo is encoded once with Debian's
// heif-enc (`apt-get install libheif-examples`) and kept under tests/bench/results/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { percentile, root, startGateway } from './lib.mjs';

const admin = { username: 'banc-heic', password: 'mot-de-passe-du-banc-heic' };
const results = path.join(root, 'tests', 'bench', 'results');
const heicFile = path.join(results, 'photo-48mp.heic');

if (!existsSync(heicFile)) {
  mkdirSync(results, { recursive: true });
  const [width, height] = [8000, 6000];
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#707a84', noise: { type: 'gaussian', mean: 120, sigma: 24 } },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  const jpeg = path.join(results, 'photo-48mp.jpg');
  writeFileSync(jpeg, grain);
  try {
    execFileSync('heif-enc', ['-q', '50', '-o', heicFile, jpeg], { stdio: 'inherit' });
  } catch {
    console.error('heif-enc introuvable ou en échec : apt-get install libheif-examples');
    process.exit(1);
  }
}
const heic = readFileSync(heicFile);
console.log(`HEIC 48 Mpx : ${(heic.length / 1e6).toFixed(1)} Mo`);

const gateway = await startGateway({
  DEMO_CONTENT: 'false',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
  UPLOAD_MAX_IMAGE_MB: '60',
});
try {
  const login = await fetch(`${gateway.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()).data;
  const rows = [];
  for (let run = 1; run <= 3; run++) {
    const latencies = [];
    let uploading = true;
    const probe = (async () => {
      while (uploading) {
        const started = performance.now();
        await (await fetch(`${gateway.url}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const form = new FormData();
    form.append('image', new Blob([heic], { type: 'image/heic' }), 'photo.heic');
    const started = performance.now();
    const response = await fetch(`${gateway.url}/api/admin/upload/image`, {
      method: 'POST',
      headers: { Authorization: `Basic ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    const uploadMs = performance.now() - started;
    uploading = false;
    await probe;
    latencies.sort((a, b) => a - b);
    rows.push({
      passage: run,
      statut: response.status,
      'envoi (ms)': Math.round(uploadMs),
      'santé : requêtes': latencies.length,
      'p50 (ms)': +percentile(latencies, 50).toFixed(1),
      'p99 (ms)': +percentile(latencies, 99).toFixed(1),
      'max (ms)': +latencies.at(-1).toFixed(1),
    });
  }
  console.table(rows);
  // The decoder's memory: resident size right after the uploads, then once the worker has been idle long enough to
  // stop (15 s).
  const residentMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${gateway.pid}/status`, 'utf8'))[1]) / 1024;
  const afterUploads = residentMb();
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  console.log(
    `mémoire résidente de la passerelle : ${afterUploads.toFixed(0)} Mo après les envois, ` +
      `${residentMb().toFixed(0)} Mo après 20 s sans envoi`,
  );
} finally {
  await gateway.stop();
}
