import type { FastifyReply } from 'fastify';

/**
 * A value already serialised to JSON (UTF-8 bytes), typed by what it encodes. A cache can keep
 * the bytes of an answer rather than the object, so a hit sends them as they are: no
 * JSON.stringify over the object again and no UTF-8 encoding of a string on every write (for
 * the 87 KB listing page those were the largest costs of a hit, docs/perf.md). The bytes are
 * exactly what Fastify would have sent for the object (JSON.stringify, UTF-8; no response schemas
 * are registered). Buffers survive the shared cache: by reference in memory, base64 through Redis.
 */
export type JsonBytes<T> = Buffer & { readonly __jsonOf?: T };

export function toJsonBytes<T>(value: T): JsonBytes<T> {
  return Buffer.from(JSON.stringify(value), 'utf8') as JsonBytes<T>;
}

/** The content type Fastify gives an object it serialises; a JsonBytes answer gets the same. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Marks the reply as JSON and hands the bytes back for the handler to return: Fastify sends a
 * Buffer untouched, under the content type already set. Use with `@Res({ passthrough: true })`,
 * and declare the encoded DTO with an explicit response decorator (ApiOkResponse) so OpenAPI
 * still describes the answer.
 */
export function replyJsonBytes<T>(reply: FastifyReply, bytes: JsonBytes<T>): JsonBytes<T> {
  reply.type(JSON_CONTENT_TYPE);
  return bytes;
}
