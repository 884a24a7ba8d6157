import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Operation } from './openapi-operations';
import type { BuildContext } from './request-base';
import { jsonBytes, percentEncode, type RequestDraft } from './request-draft';
import type { Strategy } from './strategy';

/**
 * Strategies that change the HTTP envelope around valid values: path, method, headers, Host,
 * credentials, body encoding and syntax. These reach the router, body parsers and hooks that run
 * before any handler, where a failure skips the handler's error handling.
 */

const sendsBody = (operation: Operation) =>
  operation.body !== undefined || !['GET', 'HEAD'].includes(operation.method);

function filledPath(draft: RequestDraft): string {
  return draft.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    percentEncode(String(draft.pathParams[name] ?? '')),
  );
}

/** The valid body as bytes (an empty object when the operation has none). */
function bodyBytes(draft: RequestDraft): Buffer {
  if (draft.body && 'bytes' in draft.body) return draft.body.bytes;
  return jsonBytes(draft.body && 'json' in draft.body ? draft.body.json : {});
}

function withBody(
  draft: RequestDraft,
  bytes: Buffer,
  headers: Record<string, string | undefined>,
): RequestDraft {
  const merged: Record<string, string> = { ...draft.headers, 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return { ...draft, headers: merged, body: { bytes } };
}

const pick = <T>(context: BuildContext, variants: Array<[string, T]>) => context.rng.pick(variants);

export const oddPath: Strategy = {
  name: 'odd-path',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const path = filledPath(base);
    const [label, rawPath] = pick(context, [
      ['trailing slash', `${path}/`],
      ['double slash', `/${path}`],
      ['upper case', path.toUpperCase()],
      ['%00 appended', `${path}%00`],
      ['dot segment', path.replace(/^\/api\//, '/api/./')],
      ['parent segment', `${path}/..`],
      ['encoded slash', path.replace(/\/([^/]*)$/, '%2F$1')],
      ['matrix parameter', `${path};jsessionid=1`],
      ['8 KB extra segment', `${path}/${'a'.repeat(8192)}`],
      ['%2e%2e segments', `${path}/%2e%2e/%2e%2e`],
      ['invalid UTF-8 segment', `${path}/%C3%28`],
      ['backslash', path.replace(/\//g, '%5C')],
    ]);
    return { draft: { ...base, rawPath }, target: 'path', variant: label };
  },
};

export const oddMethod: Strategy = {
  name: 'odd-method',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const documented = context.operation.method;
    const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND'].filter(
      (m) => m !== documented,
    );
    const method = context.rng.pick(others);
    const draft: RequestDraft = { ...base, method };
    // HEAD and GET requests with a body are odd enough; keep it so a GET parser sees it.
    return { draft, target: 'method', variant: `${method} instead of ${documented}` };
  },
};

export const oddHeader: Strategy = {
  name: 'odd-header',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const [label, headers] = pick<Record<string, string>>(context, [
      ['Accept: application/xml', { accept: 'application/xml' }],
      ['Accept with broken q', { accept: 'application/json;q=abc, */*;q=2' }],
      ['Accept: nothing acceptable', { accept: 'text/html;q=0, */*;q=0' }],
      ['Accept-Encoding with odd weights', { 'accept-encoding': 'gzip;q=2, br;q=-1, zstd;q=NaN' }],
      ['Accept-Encoding: identity refused', { 'accept-encoding': 'identity;q=0, *;q=0' }],
      ['Accept-Encoding: unknown', { 'accept-encoding': 'x-unknown, compress' }],
      ['If-None-Match: *', { 'if-none-match': '*' }],
      ['If-None-Match garbage', { 'if-none-match': 'W/"", "x, W/' }],
      ['If-Modified-Since garbage', { 'if-modified-since': 'yesterday' }],
      ['Range', { range: 'bytes=0-0,5-1' }],
      ['X-Forwarded-For garbage', { 'x-forwarded-for': 'not-an-ip, , ::ffff:999.1.1.1' }],
      [
        'X-Forwarded-Host: other site',
        { 'x-forwarded-host': 'staff.localhost', 'x-forwarded-proto': 'gopher' },
      ],
      ['X-Request-Id odd', { 'x-request-id': `${'r'.repeat(300)}\u00e9` }],
      ['Cookie garbage', { cookie: '=; ;a==b; %zz=%; userWarehouse=\u00ff' }],
      ['Origin: null', { origin: 'null', referer: 'http://evil.example/' }],
      ['8 KB header', { 'x-padding': 'p'.repeat(8192) }],
      ['Content-Type without a body', { 'content-type': 'application/json' }],
      ['Expect: 100-continue', { expect: '100-continue' }],
      ['latin-1 header value', { 'user-agent': 'caf\u00e9 \u00ff' }],
    ]);
    return { draft: { ...base, headers: { ...base.headers, ...headers } }, target: 'header', variant: label };
  },
};

export const oddHost: Strategy = {
  name: 'odd-host',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const [label, host] = pick(context, [
      ['upper case', 'STAFF.LOCALHOST'],
      ['trailing dot', 'staff.localhost.'],
      ['with port', 'staff.localhost:3000'],
      ['port out of range', 'localhost:99999'],
      ['port not a number', 'staff.localhost:abc'],
      ['unknown host', 'evil.example'],
      ['empty', ''],
      ['IPv6 literal', '[::1]:3000'],
      ['IP address', '127.0.0.1'],
      ['300-character label', `${'h'.repeat(300)}.localhost`],
      ['userinfo', 'localhost@evil.example'],
      ['two hosts', 'staff.localhost, localhost'],
      ['percent-encoded', 'staff%2Elocalhost'],
    ]);
    return { draft: { ...base, headers: { ...base.headers, host } }, target: 'header.host', variant: label };
  },
};

export const credentials: Strategy = {
  name: 'credentials',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { operation, rng } = context;
    const headers = { ...base.headers };
    delete headers.authorization;
    if (operation.security.length) {
      // Every scheme of the first alternative is replaced by a refused caller of one of them.
      const scheme = rng.pick(operation.security[0]);
      const entry = context.credentials[scheme];
      const refused = rng.pick(entry.refused);
      for (const name of Object.keys(entry.accepted(rng))) delete headers[name];
      return {
        draft: { ...base, headers: { ...headers, ...refused.headers } },
        target: `security.${scheme}`,
        variant: refused.label,
        expect: 'refusal',
      };
    }
    const [label, authorization] = pick(context, [
      ['Bearer garbage', 'Bearer x'],
      ['Basic garbage', 'Basic !!!'],
      ['empty', ''],
      ['8 KB token', `Bearer ${'t'.repeat(8192)}`],
    ]);
    return {
      draft: { ...base, headers: { ...headers, authorization } },
      target: 'header.authorization',
      variant: label,
    };
  },
};

let bomb: Buffer | undefined;
/** 4 MB of JSON in a few KB of gzip: decompressed, it is 40 times the default body limit. */
function gzipBomb(): Buffer {
  bomb ??= gzipSync(Buffer.from(`{"a":"${'a'.repeat(4 * 1024 * 1024)}"}`));
  return bomb;
}

const GARBAGE = Buffer.from('this is not compressed \u0000\u00ff', 'latin1');

export const contentEncoding: Strategy = {
  name: 'content-encoding',
  hostile: true,
  applies: sendsBody,
  build(context, base) {
    const body = bodyBytes(base);
    const [label, bytes, encoding] = context.rng.pick<[string, Buffer, string]>([
      ['gzip garbage', GARBAGE, 'gzip'],
      ['deflate garbage', GARBAGE, 'deflate'],
      ['br garbage', GARBAGE, 'br'],
      ['zstd garbage', GARBAGE, 'zstd'],
      ['unknown encoding', body, 'x-unknown'],
      ['two encodings', gzipSync(body), 'gzip, identity'],
      ['valid gzip', gzipSync(body), 'gzip'],
      ['valid deflate', deflateSync(body), 'deflate'],
      ['valid br', brotliCompressSync(body), 'br'],
      ['GZIP in capitals', gzipSync(body), 'GZIP'],
      ['gzip, empty body', Buffer.alloc(0), 'gzip'],
      ['truncated gzip', gzipSync(body).subarray(0, 12), 'gzip'],
      ['gzip bomb (4 MB inflated)', gzipBomb(), 'gzip'],
      ['identity', body, 'identity'],
    ]);
    return {
      draft: withBody(base, bytes, { 'content-encoding': encoding }),
      target: 'header.content-encoding',
      variant: label,
    };
  },
};

export const contentType: Strategy = {
  name: 'content-type',
  hostile: true,
  applies: sendsBody,
  build(context, base) {
    const body = bodyBytes(base);
    const [label, bytes, type] = context.rng.pick<[string, Buffer, string | undefined]>([
      ['text/plain', body, 'text/plain'],
      ['form-urlencoded', Buffer.from('handle=x&skus=1'), 'application/x-www-form-urlencoded'],
      [
        'multipart garbage',
        Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\n--'),
        'multipart/form-data; boundary=x',
      ],
      ['missing', body, undefined],
      ['empty', body, ''],
      ['UTF-16 charset', Buffer.from(body.toString('utf8'), 'utf16le'), 'application/json; charset=utf-16le'],
      [
        'latin-1 charset',
        Buffer.from(body.toString('utf8'), 'latin1'),
        'application/json; charset=iso-8859-1',
      ],
      ['broken parameters', body, 'application/json;;;=;charset'],
      ['application/xml', Buffer.from('<a>1</a>'), 'application/xml'],
      ['+json suffix', body, 'application/vnd.api+json'],
      ['upper case', body, 'APPLICATION/JSON'],
      ['octet-stream', body, 'application/octet-stream'],
    ]);
    return {
      draft: withBody(base, bytes, { 'content-type': type }),
      target: 'header.content-type',
      variant: label,
    };
  },
};

export const malformedJson: Strategy = {
  name: 'malformed-json',
  hostile: true,
  applies: sendsBody,
  build(context, base) {
    const body = bodyBytes(base).toString('utf8');
    const [label, text] = pick(context, [
      ['truncated', body.slice(0, Math.max(1, body.length - 1))],
      ['trailing comma', body.replace(/}$/, ',}')],
      ['byte order mark', `\ufeff${body}`],
      ['single quotes', body.replace(/"/g, "'")],
      ['NaN literal', '{"a":NaN}'],
      ['comment', `/* x */${body}`],
      ['empty', ''],
      ['null', 'null'],
      ['a string', '"x"'],
      ['a number', '12'],
      ['an array', '[]'],
      ['trailing garbage', `${body}x`],
      ['two documents', `${body}${body}`],
      ['90 KB of whitespace', `${' '.repeat(90 * 1024)}${body}`],
      ['unescaped control character', '{"a":"\u0001\u0000"}'],
      ['escaped NUL', '{"a":"\\u0000"}'],
      ['escaped lone surrogate key', '{"\\ud800":1}'],
    ]);
    return { draft: withBody(base, Buffer.from(text), {}), target: 'body', variant: label };
  },
};
