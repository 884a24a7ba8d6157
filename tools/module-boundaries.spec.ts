import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The architecture's import rules are only worth having if lint fails when they are broken.
 * Each case lints a would-be file inside a real project and expects the boundary rule to fire.
 */
const workspaceRoot = join(__dirname, '..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

describe('module boundaries', () => {
  it.each([
    [
      'libs/cart/src/probe.ts',
      "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
    ],
    ['libs/catalog/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    [
      'libs/identity/src/probe.ts',
      "import { drizzle } from 'drizzle-orm/pglite';\nexport const x = drizzle;\n",
    ],
    ['libs/ui/src/probe.ts', "import { Controller } from '@nestjs/common';\nexport const x = Controller;\n"],
    ['apps/storefront/src/probe.ts', "import { Module } from '@nestjs/common';\nexport const x = Module;\n"],
    [
      'libs/cart/src/probe.ts',
      "import { apiClient } from '@shop/api-client';\nexport const x = apiClient;\n",
    ],
    ['apps/api/src/probe.ts', "import { Button } from '@shop/ui';\nexport const x = Button;\n"],
  ])('%s may not import that', async (file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'apps/api/src/probe.ts',
      "import { clampQuantity } from '@shop/cart';\nexport const x = clampQuantity;\n",
    ],
    [
      'apps/storefront/src/probe.ts',
      "import { SITE_TITLES } from '@shop/identity';\nexport const x = SITE_TITLES;\n",
    ],
    ['libs/cart/src/probe.ts', "import { SPECIES } from '@shop/catalog';\nexport const x = SPECIES;\n"],
  ])('%s may import a domain lib', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

/**
 * The storefront's import zones (eslint-plugin-import-x no-restricted-paths): app → routes →
 * features → lib, features apart from each other. Each probe imports a real file, so the rule
 * has something to resolve.
 */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) });
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === null)
    .map((m) => m.message);
}

describe('storefront import zones', () => {
  const feature = 'apps/storefront/src/features/catalog/components/probe.tsx';
  const lib = 'apps/storefront/src/lib/site/probe.ts';
  const route = 'apps/storefront/src/routes/probe.route.tsx';

  it.each([
    [
      'a feature importing another feature',
      feature,
      "import { ContentLink } from '../../content/components/content-link';",
    ],
    ['a feature importing app/', feature, "import { createAppRoutes } from '../../../app/router';"],
    [
      'a feature importing a route',
      feature,
      "import { NotFoundRoute } from '../../../routes/not-found.route';",
    ],
    [
      'a feature rendering the whole app in a test',
      feature,
      "import { renderApp } from '../../../testing/render-app';",
    ],
    [
      'lib importing a feature',
      lib,
      "import { ProductCard } from '../../features/catalog/components/product-card';",
    ],
    ['lib importing a route', lib, "import { NotFoundRoute } from '../../routes/not-found.route';"],
    ['lib importing app/', lib, "import { RootLayout } from '../../app/root-layout';"],
    ['a route importing app/', route, "import { RootLayout } from '../app/root-layout';"],
    [
      'a route file importing another route file',
      route,
      "import { NotFoundRoute } from './not-found.route';",
    ],
    [
      'a page composition importing a route file',
      'apps/storefront/src/routes/probe-page.tsx',
      "import { NotFoundRoute } from './not-found.route';",
    ],
  ])('refuses %s', async (_case, file, importLine) => {
    const errors = await zoneErrors(file, `${importLine}\nexport const probe = 1;\n`);
    expect(errors).toEqual([expect.stringContaining('restricted zone')]);
  });

  it.each([
    ['a feature importing its own files', feature, "import { BadgeList } from './badge-list';"],
    ['a feature importing lib', feature, "import { useSite } from '../../../lib/site/site-context';"],
    ['a route file importing a page composition', route, "import { NotFoundPage } from './not-found-page';"],
    [
      'a route spec importing its route',
      'apps/storefront/src/routes/probe.route.spec.tsx',
      "import { NotFoundRoute } from './not-found.route';",
    ],
    [
      'a route importing features and lib',
      route,
      "import { ProductCard } from '../features/catalog/components/product-card';\nimport { useSite } from '../lib/site/site-context';",
    ],
    [
      'app importing routes',
      'apps/storefront/src/app/probe.ts',
      "import { NotFoundRoute } from '../routes/not-found.route';",
    ],
  ])('allows %s', async (_case, file, importLines) => {
    expect(await zoneErrors(file, `${importLines}\nexport const probe = 1;\n`)).toEqual([]);
  });
});
