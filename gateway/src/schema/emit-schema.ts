import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/paths.js';
import { printGatewaySchema } from './build-schema.js';

const target = path.join(repoRoot, 'schema', 'schema.graphql');
writeFileSync(target, await printGatewaySchema());
console.log(`schéma écrit dans ${path.relative(process.cwd(), target)}`);
