import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers are not worth compressing; the same threshold configureApp gives @fastify/compress. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli's quality 4 is @fastify/compress's default too: clients get what they got before. */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * A value serialised to JSON once, with its brotli and gzip encodings made at the same time, typed
 * by what it encodes. A cache keeps this rather than the object, so a hit sends stored bytes: no
 * JSON.stringify and no compression per request (for the 87 KB listing page those were the largest
 * costs of a hit; compression alone was ~13 times the rest, docs/perf.md). The JSON is exactly what
 * Fastify would have sent for the object (JSON.stringify, UTF-8; no response schemas are
 * registered). Buffers survive the shared cache: by reference in memory, base64 through Redis.
 */
export interface JsonBytes<T> {
  readonly json: Buffer;
  /** A strong ETag of the JSON (quoted), for conditional requests. */
  readonly etag: string;
  /** Absent below COMPRESS_THRESHOLD_BYTES. */
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  readonly __jsonOf?: T;
}

/** The bytes a handler returns for a JsonBytes answer: one of its encodings, typed by the DTO. */
export type JsonBody<T> = Buffer & { readonly __jsonOf?: T };

export function toJsonBytes<T>(value: T): JsonBytes<T> {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (json.length < COMPRESS_THRESHOLD_BYTES) return { json, etag };
  return {
    json,
    etag,
    br: brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip: gzipSync(json),
  };
}

/** The content type Fastify gives an object it serialises; a JsonBytes answer gets the same. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Marks the reply as JSON and picks the encoding the client accepts (brotli, then gzip, honouring
 * q-values and x-no-compression as @fastify/compress does), for the handler to return. A reply
 * that carries a Content-Encoding is left alone by @fastify/compress; one that does not (a client
 * that accepts neither) is compressed by it as any other answer. Use with
 * `@Res({ passthrough: true })`, and declare the DTO with ApiOkResponse so OpenAPI describes it.
 */
export function replyJsonBytes<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  bytes: JsonBytes<T>,
): JsonBody<T> {
  reply.type(JSON_CONTENT_TYPE);
  if (!bytes.br || !bytes.gzip) return bytes.json;
  varyOnAcceptEncoding(reply);
  const encoding = chosenEncoding(request);
  if (!encoding) return bytes.json;
  reply.header('content-encoding', encoding);
  return bytes[encoding] ?? bytes.json;
}

function chosenEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || request.headers['x-no-compression'] !== undefined) return null;
  // As @fastify/compress reads it: 'x-gzip' and the no-preference '*' count as gzip.
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}
