import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.js';

/**
 * No hand-written source file of the gateway, the client or the contract passes 500 lines: past that, a file holds
 * several subjects and is split by subject. This test sits in the gateway's unit project because it needs no build
 * and runs with every `npm run test:unit`; it reads the three packages' sources as text.
 */
const MAX_LINES = 500;
const ROOTS = ['gateway/src', 'client/src', 'contract/src'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.css']);
/** Written by `npm run codegen` from the schema and the client's operations, never by hand. */
const GENERATED = ['client/src/gql'];

/** Every source file under `dir` (a path from the repository root, with / separators), generated ones left out. */
function sourceFiles(dir: string): string[] {
  if (GENERATED.includes(dir)) return [];
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(child);
    return entry.isFile() && EXTENSIONS.has(path.extname(entry.name)) ? [child] : [];
  });
}

/** Lines as `wc -l` and editors count them: a final newline does not start another line. */
function lineCount(text: string): number {
  const breaks = text.split('\n').length - 1;
  return text.length === 0 || text.endsWith('\n') ? breaks : breaks + 1;
}

describe('source files', () => {
  const files = ROOTS.flatMap(sourceFiles);

  it('are found in the three packages', () => {
    // A wrong root would leave nothing to measure and the check below would pass on nothing.
    for (const root of ROOTS) expect(files.filter((f) => f.startsWith(`${root}/`)).length).toBeGreaterThan(10);
    expect(files).toContain('gateway/src/source-files.test.ts');
    expect(files.some((f) => f.startsWith('client/src/gql/'))).toBe(false);
  });

  it(`are at most ${MAX_LINES} lines long`, () => {
    const tooLong = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(repoRoot, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines (split it by subject)`);
    expect(tooLong).toEqual([]);
  });
});
