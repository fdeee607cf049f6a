// `npm run codegen`: GraphQL Code Generator (codegen.ts), after removing the per-operation modules it writes, so that
// a deleted or renamed operation leaves no module behind.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const folder of ['client/src/gql/ops', 'client/src/gql/admin/ops'])
  rmSync(path.join(root, folder), { recursive: true, force: true });
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
