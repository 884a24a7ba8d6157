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
