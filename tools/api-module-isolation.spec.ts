import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The API's modules own their tables: lint must fail when code reaches into another module's
 * schema, repository or mapper, when a module imports the seed, or when the platform imports a
 * module. Each case lints a would-be file inside the API and expects the zone rule to fire or not.
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
  ])('%s may not import %s', async (file, from) => {
    expect(await zoneErrors(file, from)).not.toEqual([]);
  });

  it.each([
    ['apps/api/src/modules/catalog/probe.ts', './catalog.schema'],
    ['apps/api/src/modules/catalog/dto/probe.ts', '../catalog-products.repository'],
    ['apps/api/src/modules/stock/probe.ts', '../catalog/catalog.service'],
    ['apps/api/src/seed/probe.ts', '../modules/catalog/catalog-import'],
    ['apps/api/src/modules/content/probe.ts', '../../platform/cache/shared-cache'],
  ])('%s may import %s', async (file, from) => {
    expect(await zoneErrors(file, from)).toEqual([]);
  });
});
