// Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: self time per package or source folder,
// and the heaviest functions. Paths are shown from node_modules or from the repository root, never the machine's.
// Native functions (writev, zlib, crypto...) are also counted with the nearest module that called them.
//   node tests/bench/profile-summary.mjs <file.cpuprofile> [rows] [last seconds: only the end of the run, e.g. a load]
import { readFileSync } from 'node:fs';

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error('usage : node tests/bench/profile-summary.mjs <fichier.cpuprofile> [lignes]');
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Self time of each node: the sampling intervals attributed to it (within the last seconds asked for).
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
const selfMicros = new Map();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < from) continue;
  const id = profile.samples[i];
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** `node_modules/<package>` (scoped too), a folder of this repository, or what V8 calls the rest. */
function moduleOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(natif)';
  if (url.startsWith('wasm://')) return '(wasm)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 14).split('/');
    return `node_modules/${parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]}`;
  }
  if (url.startsWith('node:')) return url;
  const source = url.match(/\/(gateway\/(?:dist\/gateway\/)?src\/[^/]+(?:\/[^/]+)?)/);
  return source ? source[1].replace(/\.js$/, '') : '(autre)';
}
const shortUrl = (url) => url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(gateway\/)/, '$1');

const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
/** The module of the nearest caller that has one (for native functions and the garbage collector's callers). */
function callerModule(node) {
  for (let n = node; n; n = parentOf.get(n.id)) {
    const module = moduleOf(n.callFrame.url, n.callFrame.functionName);
    if (!module.startsWith('(') || module === '(wasm)') return module;
  }
  return moduleOf(node.callFrame.url, node.callFrame.functionName);
}

const byModule = new Map();
const byCaller = new Map();
const byFunction = new Map();
for (const node of profile.nodes) {
  const micros = selfMicros.get(node.id) ?? 0;
  if (!micros) continue;
  const { url, functionName, lineNumber } = node.callFrame;
  const module = moduleOf(url, functionName);
  byModule.set(module, (byModule.get(module) ?? 0) + micros);
  const caller = module === '(natif)' ? callerModule(nodeById.get(node.id)) : module;
  byCaller.set(caller, (byCaller.get(caller) ?? 0) + micros);
  const fn = `${functionName || '(anonyme)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
}
const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([name, micros]) => ({
      part: name,
      ms: Math.round(micros / 1000),
      '%': +((100 * micros) / total).toFixed(1),
    }));
console.log(`Total ${Math.round(total / 1000)} ms échantillonnées`);
console.table(table(byModule));
console.table(table(byCaller));
console.table(table(byFunction));
