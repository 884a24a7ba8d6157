import { deepArrayText } from './hostile-values';
import { jsonBytes, percentEncode, RawBytes, RawJson, toFuzzRequest, WireText } from './request-draft';

const META = {
  operationId: 'x',
  index: 0,
  strategy: 'valid',
  target: 'none',
  variant: 'v',
  expect: 'any',
} as const;

describe('putting a request on the wire', () => {
  it('percent-encodes like encodeURIComponent, and a lone surrogate as its WTF-8 bytes', () => {
    expect(percentEncode('a b/é🐶')).toBe(encodeURIComponent('a b/é🐶'));
    expect(percentEncode('\ud800')).toBe('%ED%A0%80');
    expect(percentEncode('x\u0000')).toBe('x%00');
  });

  it('writes raw JSON and raw bytes as they are, and __proto__ as a key', () => {
    const value = JSON.parse('{"__proto__":1}') as object;
    expect(jsonBytes({ n: new RawJson('1e400'), b: new RawBytes(Buffer.from([0xff])) })).toEqual(
      Buffer.concat([Buffer.from('{"n":1e400,"b":"'), Buffer.from([0xff]), Buffer.from('"}')]),
    );
    expect(jsonBytes(value).toString()).toBe('{"__proto__":1}');
    expect(jsonBytes({ s: '\ud800' }).toString()).toBe('{"s":"\\ud800"}');
  });

  it('serialises 100,000 levels of nesting without recursion', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(jsonBytes(deep).toString()).toBe(deepArrayText(100_001));
  });

  it('fills path parameters, keeps wire text and gives JSON bodies their content type', () => {
    const request = toFuzzRequest(
      {
        method: 'POST',
        path: '/api/orders/{id}',
        pathParams: { id: 'a/b' },
        query: [
          { name: 'q', value: 'a&b' },
          { name: new WireText('%zz'), value: undefined },
          { name: 'r', value: new WireText('%') },
        ],
        headers: { host: 'localhost' },
        body: { json: { a: 1 } },
      },
      META,
    );
    expect(request.url).toBe('/api/orders/a%2Fb?q=a%26b&%zz&r=%');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body?.toString()).toBe('{"a":1}');
  });
});
