// Loads the gateway's TypeScript sources in plain Node, for worker threads started from source under the unit tests
// (gateway/src/lib/worker-module.ts): a worker thread does not go through Vitest's transform, and no build is needed
// first. Started as `node --import <this file>`; production runs the compiled gateway/dist and never loads it.
//
// - `./x.js` imported by a source file is its `./x.ts` (the gateway's sources are written for NodeNext);
// - `@garage/contract/x` and `@garage/migrations` are their sources, as Vitest's aliases make them (vitest.config.ts);
// - .ts files are compiled one by one by TypeScript itself, with the build's settings (decorator metadata included).
//   Not by SWC as in the tests' own transform: its native addon crashes the whole process when a thread that used it
//   is terminated, and the pools do terminate their threads (idle, past a time limit).
// What a file compiles to is kept under node_modules/.cache, by content: a thread then starts without loading the
// compiler at all, which costs about half a second per thread on these machines.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const cacheDir = path.join(root, 'node_modules', '.cache', 'typescript-loader');

/** tsconfig.base.json and gateway/tsconfig.json's settings that change the emitted code (TypeScript's enum values). */
const COMPILER_OPTIONS = {
  module: 99, // ESNext
  target: 10, // ES2023
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  isolatedModules: true,
  verbatimModuleSyntax: false,
  inlineSourceMap: true,
  inlineSources: true,
};
const TYPESCRIPT_VERSION = JSON.parse(readFileSync(require.resolve('typescript/package.json'), 'utf8')).version;

let typescript;
function compile(fileName, source) {
  const key = createHash('sha256')
    .update(JSON.stringify([TYPESCRIPT_VERSION, COMPILER_OPTIONS, fileName]))
    .update(source)
    .digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  typescript ??= require('typescript');
  const { outputText } = typescript.transpileModule(source, { fileName, compilerOptions: COMPILER_OPTIONS });
  // Written aside, then renamed: threads compiling the same file at once never read half of it.
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(partial, outputText);
  renameSync(partial, cached);
  return outputText;
}

const WORKSPACE_SOURCES = [
  { find: /^@garage\/contract\/(.+)$/, replacement: (name) => path.join(root, 'contract/src', `${name}.ts`) },
  { find: /^@garage\/migrations$/, replacement: () => path.join(root, 'migrations/index.ts') },
];

const isSource = (url) => url?.startsWith('file:') && url.endsWith('.ts') && !url.includes('/node_modules/');

registerHooks({
  resolve(specifier, context, nextResolve) {
    for (const { find, replacement } of WORKSPACE_SOURCES) {
      const match = find.exec(specifier);
      if (match) return { url: pathToFileURL(replacement(match[1])).href, format: 'module', shortCircuit: true };
    }
    if (isSource(context.parentURL) && /^\.\.?\/.*\.js$/.test(specifier)) {
      const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(fileURLToPath(source))) return { url: source.href, format: 'module', shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!isSource(url)) return nextLoad(url, context);
    const fileName = fileURLToPath(url);
    return { format: 'module', source: compile(fileName, readFileSync(fileName, 'utf8')), shortCircuit: true };
  },
});
