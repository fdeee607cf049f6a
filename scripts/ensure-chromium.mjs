// Finds the system Chromium for the browser tests, or installs Debian's `chromium` package when it is missing
// (Playwright's own browser download cannot work here). Says what it did.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(wanted)) {
  console.log(`Chromium trouvé : ${wanted}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH désigne ${wanted}, qui n'existe pas.`);
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt) {
  console.error(
    'Chromium est absent et apt-get aussi : installez Chromium puis indiquez son chemin dans CHROMIUM_PATH.',
  );
  process.exit(1);
}
const sudo = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};
console.log('Chromium absent : installation du paquet Debian « chromium » (apt-get)…');
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
} catch {
  console.error(
    "L'installation de Chromium a échoué : lancez « apt-get install chromium » en root, puis relancez les tests.",
  );
  process.exit(1);
}
if (!existsSync(wanted)) {
  console.error(`Le paquet chromium est installé mais ${wanted} est introuvable.`);
  process.exit(1);
}
console.log(`Chromium installé : ${wanted}`);
