import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The API's modules own their tables and are entered by their front door: lint must fail when code
 * reaches into another module's files other than its index.ts (its schema, repository, mapper,
 * service file or DTOs), when a non-test file uses a module's test-only door (testing.ts), when a
 * module imports its own doors, when a module imports the seed, or when the platform imports a module. Each case lints a would-be file
 * inside the API and expects the zone rule to fire or not.
 */
const workspaceRoot = join(__dirname, '..');
const eslint = new ESLint({ cwd: workspaceRoot });

async function zoneErrors(file: string, from: string): Promise<string[]> {
  const code = `import * as probe from '${from}';\nexport const x = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('API module isolation', () => {
  it.each([
    ['apps/api/src/modules/stock/probe.ts', '../catalog/catalog.schema'],
    ['apps/api/src/modules/stock/dto/probe.ts', '../../catalog/catalog.schema'],
    ['apps/api/src/modules/content/probe.ts', '../catalog/catalog-products.repository'],
    ['apps/api/src/modules/catalog/probe.ts', '../content/content.mapper'],
    ['apps/api/src/seed/probe.ts', '../modules/catalog/catalog.schema'],
    ['apps/api/src/seed/stock/probe.ts', '../../modules/stock/stock.repository'],
    ['apps/api/src/modules/catalog/probe.ts', '../../seed/seed-runner'],
    ['apps/api/src/platform/probe.ts', '../modules/catalog/catalog.service'],
    ['apps/api/src/platform/http/probe.ts', '../../seed/seed.module'],
    ['apps/api/src/flows/checkout/probe.ts', '../../modules/cart/cart.service'],
    ['apps/api/src/flows/renewal/probe.ts', '../../modules/catalog/cart-variant'],
    ['apps/api/src/modules/account/probe.ts', '../identity/customers/customer-record'],
    ['apps/api/src/modules/cart/dto/probe.ts', '../../catalog/dto/money.dto'],
    ['apps/api/src/modules/stock/probe.ts', '../catalog/catalog.service'],
    ['apps/api/src/app.module.ts', './modules/cart/cart.module'],
    ['apps/api/src/storefront/probe.ts', '../modules/content/content.service'],
    ['apps/api/src/dev-identity-provider/probe.ts', '../modules/identity/identity.module'],
    ['apps/api/src/seed/probe.ts', '../modules/catalog/catalog-import'],
    ['apps/api/src/seed/probe.ts', '../modules/catalog/testing'],
    ['apps/api/src/modules/cart/probe.ts', '../subscriptions/testing'],
    ['apps/api/test/probe.api.spec.ts', '../src/modules/stock/stock.schema'],
    ['apps/api/src/flows/checkout/probe.spec.ts', '../../modules/orders/orders.service'],
    ['apps/api/src/modules/cart/probe.ts', '.'],
    ['apps/api/src/modules/stock/dto/probe.ts', '../testing'],
  ])('%s may not import %s', async (file, from) => {
    expect(await zoneErrors(file, from)).not.toEqual([]);
  });

  it.each([
    ['apps/api/src/modules/catalog/probe.ts', './catalog.schema'],
    ['apps/api/src/modules/catalog/dto/probe.ts', '../catalog-products.repository'],
    ['apps/api/src/modules/stock/probe.ts', '../catalog'],
    ['apps/api/src/seed/probe.ts', '../modules/catalog'],
    ['apps/api/src/modules/content/probe.ts', '../../platform/cache/shared-cache'],
    ['apps/api/src/flows/checkout/probe.ts', '../../modules/cart'],
    ['apps/api/src/modules/account/probe.ts', '../../platform/auth'],
    ['apps/api/src/modules/account/probe.ts', './customer-addresses.service'],
    ['apps/api/src/app.module.ts', './modules/cart'],
    ['apps/api/test/probe.api.spec.ts', '../src/modules/stock'],
    ['apps/api/test/probe.api.spec.ts', '../src/modules/stock/testing'],
    ['apps/api/test/support/probe.ts', '../../src/modules/orders/testing'],
    ['apps/api/src/flows/checkout/probe.spec.ts', '../../modules/orders/testing'],
  ])('%s may import %s', async (file, from) => {
    expect(await zoneErrors(file, from)).toEqual([]);
  });
});
