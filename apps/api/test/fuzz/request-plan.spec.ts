import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearerCredentials, type CredentialTable } from './credentials';
import { DEEP_LEVELS } from './hostile-values';
import { readOperations, type OpenApiDocument } from './openapi-operations';
import type { FuzzRequest } from './request-draft';
import { planRequests, requestQuotas, STRATEGIES, strategyCycle, type PlanOptions } from './request-plan';
import { SYNTHETIC_DOCUMENT } from './testing/synthetic-document';

const committed = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
) as OpenApiDocument;
const TOKEN = 'unit-test-operator-token-0123456789';
const credentials: CredentialTable = {
  operator: bearerCredentials(TOKEN),
  session: {
    accepted: () => ({ cookie: 'sid=good' }),
    refused: [{ label: 'expired session', headers: { cookie: 'sid=expired' } }],
  },
};

function options(overrides: Partial<PlanOptions> = {}): PlanOptions {
  return {
    document: committed,
    seed: 'unit',
    requests: 1500,
    book: { zipCode: ['80011'] },
    credentials,
    hosts: ['localhost', 'staff.localhost'],
    ...overrides,
  };
}

const plan = (overrides: Partial<PlanOptions> = {}) =>
  [...planRequests(options(overrides))].map((p) => p.request);
const wire = (request: FuzzRequest) => ({
  method: request.method,
  url: request.url,
  headers: request.headers,
  body: request.body?.toString('hex'),
});

/** Requests for one full cycle of kinds for every operation of the committed document. */
function fullCycles(): number {
  return readOperations(committed).reduce((sum, operation) => sum + strategyCycle(operation).length, 0);
}

describe('the fuzz plan', () => {
  it('is the same for the same seed, byte for byte, and different for another seed', () => {
    const first = plan().map(wire);
    expect(plan().map(wire)).toEqual(first);
    const other = plan({ seed: 'other' }).map(wire);
    expect(other).toHaveLength(first.length);
    expect(
      other.filter((request, i) => JSON.stringify(request) !== JSON.stringify(first[i])).length,
    ).toBeGreaterThan(first.length / 2);
  });

  it('replays one operation alone: its first n requests are those of the full run', () => {
    // A budget well past one cycle per operation, however many operations the document has.
    const full = plan({ requests: 3 * fullCycles() }).filter(
      (request) => request.operationId === 'searchProducts',
    );
    const alone = plan({ operations: ['searchProducts'], requests: 30 });
    expect(alone.map(wire)).toEqual(full.slice(0, 30).map(wire));
  });

  it('spends exactly the budget, and gives every operation a share with one full cycle of kinds', () => {
    const operations = readOperations(committed);
    const budget = 3 * fullCycles();
    const quotas = requestQuotas(committed, operations, budget);
    expect([...quotas.values()].reduce((sum, n) => sum + n, 0)).toBe(budget);
    for (const operation of operations) {
      expect(quotas.get(operation.id)).toBeGreaterThanOrEqual(strategyCycle(operation).length);
    }
    // Operations with more inputs get more: the listing has 13 parameters, the site none.
    expect(quotas.get('listProducts')).toBeGreaterThan(3 * (quotas.get('getSite') ?? 0));
    expect(plan({ requests: budget })).toHaveLength(budget);
  });

  it('covers every operation of the document with every kind that applies to it', () => {
    // The fuzz run's own budget rule (openapi-fuzz.api.spec.ts): never fewer than 1.5 full cycles.
    const requests = plan({ requests: Math.max(2000, Math.ceil(1.5 * fullCycles())) });
    for (const operation of readOperations(committed)) {
      const kinds = new Set(requests.filter((r) => r.operationId === operation.id).map((r) => r.strategy));
      expect({ operation: operation.id, kinds: [...kinds].sort() }).toEqual({
        operation: operation.id,
        kinds: [...new Set(strategyCycle(operation).map((s) => s.name))].sort(),
      });
    }
  });

  it('produces a request of every hostile kind, and each hostile value', () => {
    // The fuzz run's budget (at least 1.5 full cycles): with fewer, the quotas shrink below one
    // cycle per operation and the kinds late in each cycle go unsent as the document grows.
    const requests = plan({ requests: Math.max(3000, Math.ceil(1.5 * fullCycles())) });
    const kinds = new Set(requests.map((request) => request.strategy));
    expect([...kinds].sort()).toEqual(STRATEGIES.map((strategy) => strategy.name).sort());
    const text = (request: FuzzRequest) => `${request.url} ${request.body?.toString('latin1') ?? ''}`;
    const sent = (predicate: (request: FuzzRequest) => boolean) => requests.some(predicate);
    expect(sent((r) => r.strategy === 'nul' && /%00|\\u0000/.test(text(r)))).toBe(true);
    expect(sent((r) => r.strategy === 'control-chars' && /%0D%0A|\\r\\n/.test(text(r)))).toBe(true);
    expect(sent((r) => r.strategy === 'lone-surrogate' && /%ED%A0%80|\\ud800/.test(text(r)))).toBe(true);
    expect(
      sent(
        (r) => r.strategy === 'invalid-utf8' && (/%FF|%C0%AF/.test(r.url) || r.body?.includes(0xff) === true),
      ),
    ).toBe(true);
    expect(sent((r) => r.strategy === 'long-string' && text(r).length >= 100 * 1024)).toBe(true);
    for (const odd of ['0x10', '1e3', '-0', 'NaN', '1e308', '9007199254740993'])
      expect({ odd, sent: sent((r) => r.strategy === 'odd-number' && text(r).includes(odd)) }).toEqual({
        odd,
        sent: true,
      });
    expect(
      sent((r) => r.strategy === 'prototype-key' && /[?&](__proto__|constructor|prototype)=/.test(r.url)),
    ).toBe(true);
    expect(sent((r) => r.strategy === 'prototype-key' && /"(__proto__|constructor)":/.test(text(r)))).toBe(
      true,
    );
    expect(sent((r) => r.strategy === 'duplicate' && /[?&](\w+)=[^&]*&(.*&)?\1=/.test(r.url))).toBe(true);
    expect(sent((r) => r.strategy === 'malformed-percent' && /%zz|%(?![0-9A-F]{2})/i.test(r.url))).toBe(true);
    expect(sent((r) => r.strategy === 'content-encoding' && r.headers['content-encoding'] === 'gzip')).toBe(
      true,
    );
    expect(
      sent((r) => r.strategy === 'content-encoding' && r.headers['content-encoding'] === 'x-unknown'),
    ).toBe(true);
    expect(sent((r) => r.strategy === 'content-type' && r.headers['content-type'] === 'text/plain')).toBe(
      true,
    );
    expect(sent((r) => r.strategy === 'odd-host' && r.headers.host === 'evil.example')).toBe(true);
  });

  it('sends deep nesting as raw text, 5,000 levels, that no serialiser of ours had to recurse through', () => {
    const deep = plan({ requests: 3000 }).filter((r) => r.strategy === 'deep-nesting' && r.body);
    const levels = deep.map((r) => /^\[+/.exec(r.body?.toString() ?? '')?.[0].length ?? 0);
    expect(Math.max(...levels)).toBeGreaterThanOrEqual(DEEP_LEVELS);
    expect(deep.some((r) => r.body?.toString().startsWith('{"a":'.repeat(DEEP_LEVELS)))).toBe(true);
    expect(deep.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
  });

  it('mixes both sites, and sends secured operations the right credential and refused ones', () => {
    const requests = plan({ requests: Math.max(2000, Math.ceil(1.5 * fullCycles())) });
    expect(new Set(requests.map((r) => r.headers.host))).toEqual(
      expect.objectContaining({ size: expect.any(Number) }),
    );
    expect(requests.some((r) => r.headers.host === 'localhost')).toBe(true);
    expect(requests.some((r) => r.headers.host === 'staff.localhost')).toBe(true);
    // crypto needs a session (the committed document's `session` scheme).
    const secured = requests.filter((r) => r.operationId === 'crypto');
    expect(secured.filter((r) => r.strategy === 'valid').every((r) => r.headers.cookie === 'sid=good')).toBe(
      true,
    );
    const refused = secured.filter((r) => r.strategy === 'credentials');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.expect === 'refusal' && r.headers.cookie !== 'sid=good')).toBe(true);
    // deleteCacheItem takes an operator, a session or nobody: no credential is required of it.
    expect(
      requests
        .filter((r) => r.operationId === 'deleteCacheItem' && r.strategy === 'valid')
        .every((r) => r.headers.authorization === undefined),
    ).toBe(true);
  });

  it('handles path, header and cookie parameters, allOf, oneOf, maps and another security scheme', () => {
    const requests = plan({ document: SYNTHETIC_DOCUMENT, requests: 600 });
    const valid = requests.filter((r) => r.strategy === 'valid');
    const orders = valid.filter((r) => r.operationId === 'getOrder');
    expect(
      orders.every(
        (r) => /^\/api\/orders\/[0-9a-f-]{36}/.test(r.url) && r.headers.cookie?.includes('sid=good'),
      ),
    ).toBe(true);
    expect(orders.some((r) => r.headers['x-trace'] !== undefined)).toBe(true);
    const placed = valid
      .filter((r) => r.operationId === 'placeOrder')
      .map((r) => JSON.parse(r.body?.toString() ?? '{}'));
    expect(placed.length).toBeGreaterThan(0);
    for (const body of placed) {
      expect(body.lines.length).toBeGreaterThanOrEqual(1);
      for (const line of body.lines) expect(line.sku).toMatch(/^[0-9]{6}$/);
    }
    // oneOf: both branches are drawn.
    expect(new Set(placed.map((body) => body.delivery.kind))).toEqual(new Set(['home', 'clinic']));
    expect(placed.some((body) => body.metadata && Object.keys(body.metadata).length > 0)).toBe(true);
    expect(
      requests.some(
        (r) =>
          r.operationId === 'getOrder' &&
          r.strategy === 'credentials' &&
          r.headers.cookie?.includes('sid=expired'),
      ),
    ).toBe(true);
  });

  it('refuses to run a secured operation whose scheme has no credentials, naming the scheme', () => {
    expect(() =>
      plan({ document: SYNTHETIC_DOCUMENT, credentials: { operator: credentials.operator } }),
    ).toThrow(/No credentials for security scheme 'session'/);
  });
});
