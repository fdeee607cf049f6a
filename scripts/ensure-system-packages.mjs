// Finds the system programs the site and its tests use, and installs Debian's packages of those that are missing
// (as root, with apt-get). Says what it did.
//
//   node scripts/ensure-system-packages.mjs chromium-headless-shell ffmpeg java
//                                                                the tests: a missing program that cannot be
//                                                                installed stops with exit code 1
//   node scripts/ensure-system-packages.mjs --optional ffmpeg   `npm start`: says in one French line how to install
//                                                                it and exits 0 (the site runs without it)
//
// Chromium: CHROMIUM_PATH or /usr/bin/chromium, the full browser of the benchmarks and Lighthouse (Playwright's own
// browser download cannot work here).
// Chromium's headless shell: CHROMIUM_HEADLESS_PATH or /usr/bin/chromium-headless-shell, the browser tests' (the same
// Chromium release built without the browser's interface, as Playwright runs headless tests; decision 042).
// ffmpeg: FFMPEG_PATH or `ffmpeg` on the PATH, Debian's maintained build (videos are refused without it).
// java: JAVA_PATH or `java` on the PATH, for the Nu HTML checker (vnu.jar) of tests/api/html-validity.test.ts; Debian's
// default runtime, not the Java that the vnu-jar package would download.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const PROGRAMS = {
  chromium: {
    override: 'CHROMIUM_PATH',
    find: () => ['/usr/bin/chromium'].find((p) => existsSync(p)),
    packages: ['chromium', 'fonts-dejavu-core'],
    without: 'les mesures de performance dans le navigateur ne peuvent pas tourner',
  },
  'chromium-headless-shell': {
    override: 'CHROMIUM_HEADLESS_PATH',
    find: () => ['/usr/bin/chromium-headless-shell'].find((p) => existsSync(p)),
    packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
    without: 'les tests navigateur ne peuvent pas tourner',
  },
  ffmpeg: {
    override: 'FFMPEG_PATH',
    find: () => onPath('ffmpeg'),
    packages: ['ffmpeg'],
    without: 'les vidéos seront refusées à l’envoi',
  },
  java: {
    override: 'JAVA_PATH',
    find: () => onPath('java'),
    packages: ['default-jre-headless'],
    without: 'le contrôle de validité HTML des pages ne peut pas tourner',
  },
};

const args = process.argv.slice(2);
const optional = args.includes('--optional');
const wanted = args.filter((a) => !a.startsWith('--'));
for (const name of wanted)
  if (!PROGRAMS[name]) fail(`Programme inconnu : ${name} (${Object.keys(PROGRAMS).join(', ')})`);

const missing = [];
for (const name of wanted) {
  const program = PROGRAMS[name];
  const override = process.env[program.override];
  if (override) {
    if (existsSync(override)) console.log(`${name} : ${override} (${program.override})`);
    else fail(`${program.override} désigne ${override}, qui n’existe pas.`);
    continue;
  }
  const found = program.find();
  if (found) console.log(`${name} trouvé : ${found}`);
  else missing.push(name);
}
if (!missing.length) process.exit(0);

const packages = missing.flatMap((name) => PROGRAMS[name].packages);
const isRoot = process.getuid?.() === 0;
const hint = `apt-get install ${packages.join(' ')}`;
const cannot = (why) => {
  const consequences = missing.map((name) => PROGRAMS[name].without).join(' ; ');
  const line = `${missing.join(' et ')} absent${missing.length > 1 ? 's' : ''} (${why}) : installez-le${missing.length > 1 ? 's' : ''} avec « ${hint} » ; d’ici là, ${consequences}.`;
  if (optional) {
    console.warn(line);
    process.exit(0);
  }
  fail(line);
};
if (!existsSync('/usr/bin/apt-get')) cannot('pas d’apt-get sur cette machine');
if (!isRoot && !canSudo()) cannot('installation réservée à root');

console.log(`${missing.join(', ')} absent : installation des paquets Debian « ${packages.join(' ')} » (apt-get)…`);
try {
  const run = (command) => {
    const [cmd, ...rest] = [...(isRoot ? [] : ['sudo', '-n']), ...command];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
} catch {
  cannot('l’installation par apt-get a échoué');
}
for (const name of missing) {
  const found = PROGRAMS[name].find();
  if (!found) cannot(`le paquet est installé mais ${name} reste introuvable`);
  console.log(`${name} installé : ${found}`);
}

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function canSudo() {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
