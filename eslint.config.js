import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCycle from './eslint-rules/no-cycle.js';

// Where code may import from (decisions 022 and 035). Paths are from the repository root.
const root = import.meta.dirname;
const clientFeatures = readdirSync(`${root}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const gateway = (...names) => names.map((name) => `gateway/src/${name}`);
// The gateway's layers, top to bottom: entry points, then the edge (HTTP, REST, GraphQL), then the domain, then
// data and static content, then lib/ (which imports nothing of the application) and config.ts (lib/ only).
const gatewayEntry = gateway('main.ts', 'app.ts', 'cli', 'schema');
const gatewayEdge = gateway('http', 'rest', 'resolvers', 'graphql-context.ts');
const gatewayDomain = gateway('services', 'auth', 'media', 'backup', 'app-services.ts');
const gatewayData = gateway('entities', 'db', 'content');

const boundaryZones = [
  {
    target: 'gateway',
    from: 'client',
    message: 'La gateway n’importe rien de client/ : ce que les deux partagent est dans contract/ (@garage/contract).',
  },
  {
    target: 'contract',
    from: ['client', 'gateway', 'migrations'],
    message: 'contract/ n’importe ni le client ni la gateway : c’est eux qui l’importent.',
  },
  ...clientFeatures.map((feature) => ({
    target: `client/src/features/${feature}`,
    from: 'client/src/features',
    except: [`./${feature}`],
    message: 'Une fonctionnalité n’importe pas une autre : le code partagé va dans components/, config/ ou lib/.',
  })),
  {
    target: ['client/src/components', 'client/src/config', 'client/src/lib', 'client/src/features'],
    from: ['client/src/app', 'client/src/routes', 'client/src/playground', 'client/src/main.tsx'],
    message: 'Le code partagé et les fonctionnalités n’importent pas les écrans ni l’application.',
  },
  {
    target: ['client/src/components', 'client/src/config', 'client/src/lib'],
    from: 'client/src/features',
    message: 'Le code partagé n’importe pas une fonctionnalité.',
  },
  {
    target: [...gatewayDomain, ...gatewayData, 'gateway/src/lib', 'gateway/src/config.ts', 'gateway/src/config'],
    from: [...gatewayEntry, ...gatewayEdge],
    message: 'Les couches n’importent que vers le bas : services et données ignorent http/, rest/ et resolvers/.',
  },
  {
    target: [...gatewayData, 'gateway/src/lib'],
    from: gatewayDomain,
    message: 'Entités, base et contenu n’importent pas les services.',
  },
  {
    target: 'gateway/src/auth',
    from: 'gateway/src/services',
    message:
      'auth/ n’importe pas services/ : ce qu’il lui faut des services admin lui est passé par un port (auth/sign-in-port.ts).',
  },
  {
    target: 'gateway/src/lib',
    from: 'gateway/src',
    except: ['./lib'],
    message: 'lib/ n’importe rien de l’application.',
  },
  {
    target: ['gateway/src/config.ts', 'gateway/src/config'],
    from: 'gateway/src',
    except: ['./lib', './config.ts', './config'],
    message: 'config.ts et config/ n’importent que lib/ : ils sont lus par toutes les couches.',
  },
  {
    target: 'gateway/src/resolvers',
    from: gateway('rest', 'http'),
    message: 'Les resolvers et rest/ passent par services/, jamais l’un par l’autre.',
  },
  {
    target: 'gateway/src/rest',
    from: gateway('resolvers', 'schema', 'graphql-context.ts'),
    message: 'Les resolvers et rest/ passent par services/, jamais l’un par l’autre.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'client/src/gql/**',
      'test-results/**',
      'playwright-report/**',
      'tests/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // TypeScript sources are modules import-x reads (for no-cycle), with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The gateway's sources import each other as `./x.js` (NodeNext); the file on disk is x.ts.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      // import-x's no-cycle cannot count type-only imports; this one does (eslint-rules/no-cycle.js).
      'local/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An input's limits are its schema's, named in contract/src/form-limits.ts: never a number typed in the JSX.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(maxLength|minLength)$/] > JSXExpressionContainer > Literal',
          message: 'Limite d’un champ : la lire dans @garage/contract/form-limits, comme son schéma.',
        },
        {
          // graphql.ts holds every operation's document in one module: a page importing one from there would carry
          // them all. Each operation has its own module, re-exported by hooks.ts (decision 005).
          selector:
            "ImportDeclaration[source.value=/gql\\/(admin\\/)?graphql$/] > ImportSpecifier[importKind!='type'][imported.name=/Document$/]",
          message: 'Importer le document depuis gql/hooks (un module par opération), pas depuis gql/graphql.',
        },
      ],
      // Screens and features talk to the API through generated hooks only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client',
              importNames: ['gql'],
              message: 'Écrire les opérations dans des fichiers .graphql (codegen).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['codegen/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
