import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ResponseSchemas } from './openapi-json-schema';
import type { Operation, ResponseSpec } from './openapi-operations';
import type { FuzzRequest } from './request-draft';

/** What a transport got back; body bytes as sent (still compressed if content-encoding says so). */
export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Problem =
  | 'server error'
  | 'undocumented status'
  | 'not the shared error body'
  | 'response does not match its schema'
  | 'undocumented content type'
  | 'accepted what the contract rules out'
  | 'no answer';

export interface Finding {
  problem: Problem;
  detail: string;
}

/**
 * Statuses the platform may answer for any operation without each one documenting them: refusals
 * of the HTTP edge (size, method, media type, rate, headers) and 503 when it sheds load.
 */
export const GENERIC_STATUSES = new Set([400, 401, 403, 404, 405, 411, 413, 414, 415, 429, 431, 503]);
const BODYLESS_STATUSES = new Set([204, 304]);

/**
 * The contract every answer must keep (ARCHITECTURE §6): no 5xx the operation does not document
 * (a 500 never), no status outside the document or the generic refusals, every 4xx/5xx in the
 * shared error body, every 2xx as documented (content type; JSON validated against its schema),
 * and no 2xx for a request the document rules out.
 */
export function checkResponse(
  operation: Operation,
  request: FuzzRequest,
  response: FuzzResponse,
  schemas: ResponseSchemas,
): Finding | undefined {
  const { status } = response;
  const documented = documentedResponse(operation, status);
  if (status >= 500 && !(documented || status === 503))
    return { problem: 'server error', detail: `${status}: the server failed instead of refusing the input` };
  if (!documented && !GENERIC_STATUSES.has(status) && !BODYLESS_STATUSES.has(status))
    return {
      problem: 'undocumented status',
      detail: `${status} is neither documented for the operation nor generic`,
    };
  if (request.expect === 'refusal' && status >= 200 && status < 300)
    return {
      problem: 'accepted what the contract rules out',
      detail: `${status} for ${request.variant} in ${request.target}`,
    };

  const bodyless = request.method === 'HEAD' || BODYLESS_STATUSES.has(status);
  if (bodyless) return undefined;
  let body: Buffer;
  try {
    body = decode(response);
  } catch (error) {
    return {
      problem: 'not the shared error body',
      detail: `body does not decode: ${(error as Error).message}`,
    };
  }
  if (status >= 400) {
    const finding = checkErrorBody(status, response, body);
    // A body the operation documents for this very status (readiness on 503) is its own contract.
    const exact = operation.responses[String(status)];
    if (finding && exact && !checkDocumentedBody(exact, response, body, schemas)) return undefined;
    return finding;
  }
  if (status >= 200 && status < 300 && documented)
    return checkDocumentedBody(documented, response, body, schemas);
  return undefined;
}

function documentedResponse(operation: Operation, status: number): ResponseSpec | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function header(response: FuzzResponse, name: string): string {
  const value = response.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

const mediaType = (response: FuzzResponse) =>
  header(response, 'content-type').split(';')[0].trim().toLowerCase();

/** The body as the client reads it: content-encoding undone. */
export function decode(response: FuzzResponse): Buffer {
  const encoding = header(response, 'content-encoding').trim().toLowerCase();
  if (!encoding || encoding === 'identity') return response.body;
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'deflate') return inflateSync(response.body);
  throw new Error(`unexpected content-encoding ${encoding}`);
}

function checkErrorBody(status: number, response: FuzzResponse, body: Buffer): Finding | undefined {
  const type = mediaType(response);
  if (type !== 'application/json')
    return { problem: 'not the shared error body', detail: `content-type ${type || 'missing'}` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: 'not the shared error body', detail: 'not JSON' };
  }
  const error = parsed as { statusCode?: unknown; code?: unknown; message?: unknown; details?: unknown };
  const extra =
    error && typeof error === 'object' ? Object.keys(error).filter((key) => !ERROR_BODY_KEYS.has(key)) : [];
  const problems = [
    extra.length > 0 && `extra keys ${extra.join(', ')}`,
    error?.statusCode !== status && `statusCode ${JSON.stringify(error?.statusCode)} ≠ ${status}`,
    typeof error?.code !== 'string' && 'no string code',
    typeof error?.message !== 'string' && 'no string message',
    error?.details !== undefined && !validDetails(error.details) && 'details not [{field, problems[]}]',
  ].filter(Boolean);
  return problems.length ? { problem: 'not the shared error body', detail: problems.join('; ') } : undefined;
}

const ERROR_BODY_KEYS = new Set(['statusCode', 'code', 'message', 'details']);

function validDetails(details: unknown): boolean {
  return (
    Array.isArray(details) &&
    details.every(
      (detail) =>
        typeof detail?.field === 'string' &&
        Array.isArray(detail.problems) &&
        detail.problems.every((problem: unknown) => typeof problem === 'string'),
    )
  );
}

function checkDocumentedBody(
  documented: ResponseSpec,
  response: FuzzResponse,
  body: Buffer,
  schemas: ResponseSchemas,
): Finding | undefined {
  const types = Object.keys(documented.content);
  if (!types.length) return undefined;
  const type = mediaType(response);
  const declared = types.find((candidate) => candidate.toLowerCase() === type);
  if (!declared)
    return {
      problem: 'undocumented content type',
      detail: `${type || 'missing'} (documented: ${types.join(', ')})`,
    };
  const schema = documented.content[declared];
  if (!/json/.test(declared) || !schema) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: 'response does not match its schema', detail: 'not JSON' };
  }
  const mismatch = schemas.check(schema, parsed);
  return mismatch ? { problem: 'response does not match its schema', detail: mismatch } : undefined;
}
