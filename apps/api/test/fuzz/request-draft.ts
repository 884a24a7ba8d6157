/**
 * A request before it is put on the wire, and how it is put there. Hostile inputs need bytes a
 * normal client never sends (malformed percent-encoding, lone surrogates as WTF-8, invalid UTF-8
 * in a JSON string, numbers JSON.stringify would rewrite, nesting it would overflow on), so the
 * serialisers here are our own: anything marked raw is written byte for byte.
 */

/** JSON text written as is, e.g. `1e400`, `-0` or 5,000 nested brackets. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Bytes written inside a JSON string as they are (invalid UTF-8). */
export class RawBytes {
  constructor(readonly bytes: Buffer) {}
}

/** Text that is already in wire form (percent-encoded or deliberately malformed): not encoded again. */
export class WireText {
  constructor(readonly text: string) {}
}

export interface QueryPair {
  name: string | WireText;
  /** undefined: the name alone, without '='. */
  value: string | WireText | undefined;
}

export type DraftBody = { json: unknown } | { bytes: Buffer };

export interface RequestDraft {
  method: string;
  /** The documented template; `{name}` is filled from pathParams. */
  path: string;
  pathParams: Record<string, string | WireText>;
  query: QueryPair[];
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: DraftBody;
  /** Replaces the whole path part (after filling) when a strategy alters the path itself. */
  rawPath?: string;
}

/** What the fuzz sends and reports: ASCII URL, exact headers, exact body bytes. */
export interface FuzzRequest {
  operationId: string;
  /** Number of this request among its operation's (replays with FUZZ_OPERATION). */
  index: number;
  strategy: string;
  /** What was altered: 'query.q', 'body.skus[]', 'header.host'... */
  target: string;
  /** Which value or variant, in words: 'NUL inside', '0x10', 'gzip garbage'... */
  variant: string;
  /** 'refusal': the request breaks the documented contract, so a 2xx answer is a failure. */
  expect: 'any' | 'refusal';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * encodeURIComponent, except that a lone surrogate becomes its WTF-8 bytes (%ED%A0%80) instead
 * of throwing: that is exactly the ill-formed input a server must refuse cleanly.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (UNRESERVED.test(char)) {
      out += char;
      continue;
    }
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let codePoint = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
    }
    out += utf8Bytes(codePoint)
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
  return out;
}

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

const wire = (part: string | WireText) => (part instanceof WireText ? part.text : percentEncode(part));

/**
 * JSON as bytes, iteratively so that a value nested thousands deep cannot overflow our own stack.
 * Object keys are own enumerable keys, so a `__proto__` defined as a property is written.
 */
export function jsonBytes(value: unknown): Buffer {
  const chunks: Array<string | Buffer> = [];
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (item instanceof Token) chunks.push(item.text);
    else if (item instanceof RawJson) chunks.push(item.text);
    else if (item instanceof RawBytes) chunks.push('"', item.bytes, '"');
    else if (Array.isArray(item)) {
      const parts: unknown[] = [new Token('[')];
      item.forEach((element, i) => parts.push(...(i ? [new Token(',')] : []), element ?? null));
      parts.push(new Token(']'));
      stack.push(...parts.reverse());
    } else if (item !== null && typeof item === 'object') {
      const parts: unknown[] = [new Token('{')];
      Object.keys(item)
        .filter((key) => (item as Record<string, unknown>)[key] !== undefined)
        .forEach((key, i) =>
          parts.push(
            new Token(`${i ? ',' : ''}${JSON.stringify(key)}:`),
            (item as Record<string, unknown>)[key],
          ),
        );
      parts.push(new Token('}'));
      stack.push(...parts.reverse());
    } else chunks.push(JSON.stringify(item ?? null));
  }
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
}

class Token {
  constructor(readonly text: string) {}
}

/** The draft as it goes on the wire. */
export function toFuzzRequest(
  draft: RequestDraft,
  meta: Pick<FuzzRequest, 'operationId' | 'index' | 'strategy' | 'target' | 'variant' | 'expect'>,
): FuzzRequest {
  const path =
    draft.rawPath ??
    draft.path.replace(/\{([^}]+)\}/g, (_, name: string) => wire(draft.pathParams[name] ?? ''));
  const query = draft.query
    .map(({ name, value }) => (value === undefined ? wire(name) : `${wire(name)}=${wire(value)}`))
    .join('&');
  const headers = { ...draft.headers };
  let body: Buffer | undefined;
  if (draft.body && 'json' in draft.body) {
    body = jsonBytes(draft.body.json);
    if (!('content-type' in headers)) headers['content-type'] = 'application/json';
  } else if (draft.body) {
    body = draft.body.bytes;
  }
  return { ...meta, method: draft.method, url: query ? `${path}?${query}` : path, headers, body };
}
