// Keeps one CPU core busy, as other work on a shared machine would: `node tests/load/busy-core.mjs [minutes]`
// (default 90, then it stops by itself). Used by tests/load/stability.mjs; handy beside any test run.
const minutes = Number(process.argv[2] ?? 90);
const until = Date.now() + minutes * 60_000;
let x = 0;
while (Date.now() < until) {
  // Work the optimiser cannot drop, checked against the clock about every few milliseconds.
  for (let i = 0; i < 200_000; i++) x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
}
console.log(`cœur libéré après ${minutes} min (${x})`);
