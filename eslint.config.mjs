// One flat config for the whole workspace. The module-boundary rule is the architecture's
// guard: tags in each project.json say what a project is, the constraints below say what it may use.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

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
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];
