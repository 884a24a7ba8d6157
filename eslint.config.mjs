// One flat config for the whole workspace. The module-boundary rule is the architecture's
// guard: tags in each project.json say what a project is, the constraints below say what it may use.
import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const serverOnly = [
  '@nestjs/*',
  'fastify',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'sharp',
];
const browserOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*'];

// Inside the storefront, imports go one way: app → routes → features → lib (docs/decisions.md,
// 'Storefront import zones'). Each feature folder is its own zone, so a new feature is covered
// the day it is created.
const workspaceRoot = import.meta.dirname;
const storefront = 'apps/storefront/src';
const storefrontFeatures = readdirSync(join(workspaceRoot, storefront, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const wholeApp = [`${storefront}/app`, `${storefront}/testing/render-app.tsx`];
const storefrontZones = [
  ...storefrontFeatures.map((feature) => ({
    target: `${storefront}/features/${feature}`,
    from: `${storefront}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: a route composes them (slot props), or they share a src/lib module.',
  })),
  {
    target: `${storefront}/features`,
    from: [...wholeApp, `${storefront}/routes`],
    message: 'A feature never imports app/ or routes/: they import it.',
  },
  {
    target: `${storefront}/lib`,
    from: [...wholeApp, `${storefront}/routes`, `${storefront}/features`],
    message: 'src/lib is shared by everything and imports no feature, route or app code.',
  },
  {
    target: `${storefront}/routes`,
    from: `${storefront}/app`,
    message: 'Routes never import app/: app/router composes them.',
  },
  {
    target: `${storefront}/routes/!(*.spec).{ts,tsx}`,
    from: `${storefront}/routes/*.route.tsx`,
    message:
      'A route file holds one route: what routes share (loaders, page compositions) goes in a non-route file.',
  },
];

/**
 * The API's modules own their tables (ARCHITECTURE.md §2): another module, the seed, flows and the
 * platform reach a module only through its module file, its services and its public types, never
 * its schema, repositories or mappers. The platform sits below every module and imports none.
 */
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleInternals = (module) => `./apps/api/src/modules/${module}/**/*.{schema,repository,mapper}.ts`;
const apiZones = [
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/${module}/**/*`,
    from: apiModules.filter((other) => other !== module).map(moduleInternals),
    message: 'A module reaches another module only through its exported service and public types.',
  })),
  {
    target: './apps/api/src/{seed,flows,storefront,dev-identity-provider}/**/*',
    from: apiModules.map(moduleInternals),
    message: "Write and read a module's data through its service, never its schema or repository.",
  },
  // Front doors: outside modules/<x>, code imports it only through its index.ts (the Nest module,
  // the services others call, their public types). Tests may also use its testing.ts (tables to
  // arrange rows, caches to reset), which nothing else may.
  ...apiModules.flatMap((module) => {
    const elsewhere = (file) => [
      `./apps/api/src/${file}`,
      `./apps/api/src/!(modules)/**/${file}`,
      `./apps/api/src/modules/!(${module})/**/${file}`,
    ];
    return [
      {
        target: `./apps/api/src/modules/${module}/**/*`,
        from: [`./apps/api/src/modules/${module}/index.ts`, `./apps/api/src/modules/${module}/testing.ts`],
        message: 'Inside a module, import its files directly: its own doors would load it in a loop.',
      },
      {
        target: elsewhere('!(*.spec).ts'),
        from: `./apps/api/src/modules/${module}`,
        except: ['./index.ts'],
        message: `Import the ${module} module through its front door, modules/${module}/index.ts.`,
      },
      {
        target: [...elsewhere('*.spec.ts'), './apps/api/test/**/*'],
        from: `./apps/api/src/modules/${module}`,
        except: ['./index.ts', './testing.ts'],
        message: `Tests import the ${module} module through modules/${module}/index.ts, or testing.ts for its internals.`,
      },
    ];
  }),
  {
    target: './apps/api/src/modules/**/*',
    from: './apps/api/src/seed/**/*',
    message: 'Modules know no seed: the seed runner calls the modules.',
  },
  {
    target: './apps/api/src/platform/**/*',
    from: './apps/api/src/{modules,seed,flows,storefront,dev-identity-provider}/**/*',
    message: 'The platform sits below the modules and imports none of them.',
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'libs/api-client/src/generated/**',
      'apps/api/migrations/**',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain'],
              bannedExternalImports: [...serverOnly, ...browserOnly],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:domain'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:domain'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:ui', 'type:data-access'],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:domain'],
            },
            {
              sourceTag: 'type:tooling',
              onlyDependOnLibsWithTags: [],
            },
            {
              sourceTag: 'platform:browser',
              onlyDependOnLibsWithTags: ['platform:browser', 'type:domain'],
              bannedExternalImports: serverOnly,
            },
            {
              sourceTag: 'platform:node',
              onlyDependOnLibsWithTags: ['platform:node', 'type:domain'],
              bannedExternalImports: browserOnly,
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones }] },
  },
  {
    files: [`${storefront}/**/*.ts`, `${storefront}/**/*.tsx`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${workspaceRoot}/apps/storefront/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: workspaceRoot, zones: storefrontZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
