import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boundaryValues } from './boundary-values';
import { ResponseSchemas } from './openapi-json-schema';
import { readOperations, type OpenApiDocument, type Schema } from './openapi-operations';
import { createRng } from './prng';
import { sampleMatching } from './regex-sample';
import { fits, validValue } from './schema-values';
import { SYNTHETIC_DOCUMENT } from './testing/synthetic-document';

const committed = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8'),
) as OpenApiDocument;

/** Every schema a request of the document takes: parameters and JSON bodies. */
function requestSchemas(document: OpenApiDocument): Array<{ where: string; name: string; schema: Schema }> {
  return readOperations(document).flatMap((operation) => [
    ...operation.parameters.map((p) => ({
      where: `${operation.id} ${p.in}.${p.name}`,
      name: p.name,
      schema: p.schema,
    })),
    ...(operation.body
      ? [{ where: `${operation.id} body`, name: 'body', schema: operation.body.schema }]
      : []),
  ]);
}

describe('values from schemas', () => {
  it.each([
    ['the committed document', committed],
    ['the synthetic document', SYNTHETIC_DOCUMENT],
  ])('valid values of %s validate against the same schemas in Ajv', (_, document) => {
    const schemas = new ResponseSchemas(document);
    const problems: string[] = [];
    for (const { where, name, schema } of requestSchemas(document)) {
      for (let i = 0; i < 40; i += 1) {
        const rng = createRng(`valid:${where}:${i}`);
        const value = validValue(schema, { document, rng, book: {}, operationId: 'x', name });
        const problem = schemas.check(schema, value);
        if (problem) problems.push(`${where}: ${JSON.stringify(value)} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses a known-good sample when it fits, never one that does not', () => {
    const schema: Schema = { type: 'string', pattern: '^[a-z-]+$' };
    const draws = Array.from({ length: 50 }, (_, i) =>
      validValue(schema, {
        document: committed,
        rng: createRng(`sample:${i}`),
        book: { handle: ['real-handle', 'NOT A HANDLE'] },
        operationId: 'x',
        name: 'handle',
      }),
    );
    expect(draws).toContain('real-handle');
    expect(draws).not.toContain('NOT A HANDLE');
    expect(draws.every((value) => fits(committed, value, schema))).toBe(true);
  });

  it('makes strings for every pattern of the document that match it', () => {
    const patterns = new Set<string>();
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        const pattern = (node as { pattern?: unknown }).pattern;
        if (typeof pattern === 'string') patterns.add(pattern);
        Object.values(node).forEach(walk);
      }
    };
    walk(committed);
    expect(patterns.size).toBeGreaterThan(3);
    for (const pattern of patterns) {
      const sample = sampleMatching(pattern, createRng(pattern));
      expect({ pattern, matches: sample !== undefined && new RegExp(pattern).test(sample) }).toEqual({
        pattern,
        matches: true,
      });
    }
  });

  it('gives the edges of a schema, marking those outside it as to be refused', () => {
    const cases = boundaryValues(committed, { type: 'string', minLength: 1, maxLength: 100 }, 'chicken');
    expect(cases).toEqual(
      expect.arrayContaining([
        { label: 'minLength - 1 (0)', value: '', refuse: true },
        { label: 'maxLength (100)', value: expect.stringMatching(/^.{100}$/), refuse: false },
        { label: 'maxLength + 1 (101)', value: expect.stringMatching(/^.{101}$/), refuse: true },
      ]),
    );
    const numbers = boundaryValues(committed, { type: 'integer', minimum: 1, maximum: 50 }, 5);
    expect(numbers.filter((c) => c.refuse).map((c) => c.value)).toEqual(expect.arrayContaining([0, 51, 2.5]));
    expect(numbers.filter((c) => !c.refuse).map((c) => c.value)).toEqual(expect.arrayContaining([1, 50]));
    const enums = boundaryValues(committed, { $ref: '#/components/schemas/DeliveryDestination' }, 'HOME');
    expect(enums.map((c) => [c.value, c.refuse])).toEqual([
      ['HOME', false],
      ['CLINIC', false],
      ['zz-not-listed', true],
    ]);
    const arrays = boundaryValues(committed, { type: 'array', minItems: 1, maxItems: 50, items: {} }, ['a']);
    expect(arrays.map((c) => [c.label, c.refuse])).toEqual([
      ['empty array', true],
      ['maxItems (50)', false],
      ['maxItems + 1 (51)', true],
    ]);
  });
});
