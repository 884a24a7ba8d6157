import { formatReport, groupFailures, type FuzzFailure } from './failure-report';
import type { FuzzRequest } from './request-draft';

const failure = (index: number, overrides: Partial<FuzzRequest> = {}): FuzzFailure => ({
  problem: 'server error',
  detail: '500: the server failed instead of refusing the input',
  request: {
    operationId: 'searchProducts',
    index,
    strategy: 'nul',
    target: 'query.q',
    variant: index % 2 ? 'NUL inside' : 'only NUL',
    expect: 'any',
    method: 'GET',
    url: '/api/catalog/search?q=a%00b',
    headers: { host: 'localhost' },
    ...overrides,
  },
  response: {
    status: 500,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(
      '{"statusCode":500,"code":"INTERNAL_ERROR","message":"Something went wrong on our side"}',
    ),
  },
});

describe('the failure report', () => {
  it('reads 100 failures of one kind as one line with a count, its variants counted inside', () => {
    const groups = groupFailures(Array.from({ length: 100 }, (_, i) => failure(i)));
    expect(groups).toHaveLength(1);
    expect(groups[0].key).toBe('server error: searchProducts · nul in query.q → 500 INTERNAL_ERROR');
    expect(groups[0].count).toBe(100);
    expect(Object.fromEntries(groups[0].variants)).toEqual({ 'only NUL': 50, 'NUL inside': 50 });
  });

  it('keeps different inputs apart', () => {
    const groups = groupFailures([failure(1), failure(2, { target: 'query.cursor' })]);
    expect(groups.map((group) => group.key)).toEqual([
      'server error: searchProducts · nul in query.cursor → 500 INTERNAL_ERROR',
      'server error: searchProducts · nul in query.q → 500 INTERNAL_ERROR',
    ]);
  });

  it('prints the exact request, the answer, invisible characters escaped, and the replay line', () => {
    const report = formatReport(
      [
        failure(7, {
          method: 'POST',
          body: Buffer.from('{"skus":["a\u0000"]}'),
          headers: { host: 'staff.localhost' },
        }),
      ],
      { seed: 's1', requests: 2000, transport: 'in-process (app.inject)' },
    );
    expect(report).toContain('request: POST /api/catalog/search?q=a%00b');
    expect(report).toContain('headers: host: staff.localhost');
    expect(report).toContain('body: {"skus":["a\\u0000"]}');
    expect(report).toContain('answer: 500 {"statusCode":500,"code":"INTERNAL_ERROR"');
    expect(report).toContain('replay: FUZZ_SEED=s1 FUZZ_OPERATION=searchProducts FUZZ_REQUESTS=8');
    expect(report).toContain('server error · nul → 500 INTERNAL_ERROR  ×1 in 1 operations: searchProducts');
  });
});
