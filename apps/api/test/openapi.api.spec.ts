import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

type Operation = { operationId?: string; responses?: Record<string, unknown> };
const committed = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(committed.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
);

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the docs page and the JSON document', async () => {
    const page = await t.http.get('/api/docs').redirects(1).expect(200);
    expect(page.text).toContain('swagger-ui');
    const doc = await t.http.get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/site', '/api/health']));
  });

  it('every committed operation has a readable, unique operationId', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every committed operation declares a success response with a schema', () => {
    for (const op of operations) {
      const ok = (op.responses?.['200'] ?? op.responses?.['201'] ?? op.responses?.['202']) as
        { content?: unknown } | undefined;
      expect({ op: `${op.method} ${op.path}`, hasBody: Boolean(ok?.content) }).toEqual({
        op: `${op.method} ${op.path}`,
        hasBody: true,
      });
    }
  });
});
