// Fails when client/src/gql differs from what `npm run codegen` generates from schema/schema.graphql and
// the client's operations. The files are restored afterwards: the check changes nothing.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', 'client', 'src', 'gql');
/** Every generated file, subfolders included (the admin area has its own), by path relative to `dir`. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.relative(dir, path.join(entry.parentPath, entry.name));
        return [file, readFileSync(path.join(dir, file), 'utf8')];
      }),
  );

const before = snapshot();
execFileSync('node', [path.join(import.meta.dirname, 'codegen.mjs'), '--silent'], { stdio: 'inherit' });
const after = snapshot();

const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]);
for (const f of Object.keys(after)) if (!(f in before)) rmSync(path.join(dir, f));
for (const [f, content] of Object.entries(before)) writeFileSync(path.join(dir, f), content);

if (changed.length) {
  console.error(
    `Le code généré est périmé (${changed.join(', ')}) : lancez « npm run codegen » et commitez client/src/gql.`,
  );
  process.exit(1);
}
console.log('client/src/gql est à jour.');
