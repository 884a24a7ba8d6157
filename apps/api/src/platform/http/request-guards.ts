import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { BadRequestError } from '../errors/app-error';

/**
 * Deepest nesting a JSON body may have. Our DTOs nest three levels at most; class-validator and
 * class-transformer recurse per level, and a 4 KB body of 2,000 nested arrays overflowed the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Keys that name a member every object has (constructor, toString, __proto__...) or 'prototype':
 * never a parameter or field of ours. class-validator's unknown-property check reads them as
 * declared (every instance has them), so they are refused here, for every route at once.
 */
function isPrototypeKey(key: string): boolean {
  return key === 'prototype' || key in Object.prototype;
}

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * The JSON body parser: Fastify's own (which refuses __proto__ and constructor poisoning), after a
 * linear scan that refuses nesting deeper than MAX_JSON_DEPTH, and a check that no text holds a NUL
 * character (PostgreSQL cannot store one, so it would fail deep inside a query).
 */
export function guardedJsonParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: Buffer, done: ParserDone): void => {
    const text = body.toString('utf8');
    if (nestingDepth(text) > MAX_JSON_DEPTH) {
      done(new BadRequestError('JSON_TOO_DEEP', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`));
      return;
    }
    parse(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      const key = prototypeKeyPath(value, 'body');
      if (key) return done(unknownPropertyError(key));
      const where = nulPath(value, 'body');
      if (where) return done(nulError(where));
      done(null, value);
    });
  };
}

/**
 * A form-encoded body parser for the few routes a standard makes take forms (the identity
 * provider's back-channel logout posts `logout_token` so); every other route keeps refusing forms
 * with 415, as before. The same NUL and prototype-key checks as JSON bodies; a repeated field keeps
 * its last value.
 */
export function guardedFormParser(routes: ReadonlySet<string>) {
  return (request: FastifyRequest, body: Buffer, done: ParserDone): void => {
    if (!routes.has(request.routeOptions.url ?? '')) {
      const refused = Object.assign(new Error(`Unsupported Media Type: ${request.headers['content-type']}`), {
        statusCode: 415,
        code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
      });
      return done(refused);
    }
    const value: Record<string, string> = {};
    for (const [key, field] of new URLSearchParams(body.toString('utf8'))) {
      if (isPrototypeKey(key)) return done(unknownPropertyError(`body.${key}`));
      value[key] = field;
    }
    const where = nulPath(value, 'body');
    if (where) return done(nulError(where));
    done(null, value);
  };
}

/**
 * A preValidation hook: query and path parameters may not name prototype members (they would pass
 * for declared properties) nor hold a NUL character.
 */
export function guardParameters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const [source, values] of [
    ['query', request.query],
    ['path', request.params],
  ] as const) {
    if (typeof values !== 'object' || values === null) continue;
    for (const key of Object.keys(values)) {
      if (isPrototypeKey(key)) {
        return done(unknownPropertyError(key));
      }
      const where = nulPath((values as Record<string, unknown>)[key], `${source}.${key}`);
      if (where) return done(nulError(where));
    }
  }
  done();
}

/** How deep arrays and objects nest in JSON text, counted without parsing it. */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Where in a parsed value a text (or a key) holds a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(item, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** Where in a parsed JSON body an object has a prototype member's name as a key, or null. */
function prototypeKeyPath(value: unknown, path: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!Array.isArray(value) && isPrototypeKey(key)) return `${path}.${key}`;
    const found = prototypeKeyPath(item, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

/** The same answer class-validator gives any other property a DTO does not declare. */
function unknownPropertyError(path: string): BadRequestError {
  const field = path.replace(/^body\./, '');
  const name = field.split('.').pop() ?? field;
  return new BadRequestError('VALIDATION_FAILED', `Invalid request: property ${name} should not exist`, [
    { field, problems: [`property ${name} should not exist`] },
  ]);
}

function nulError(where: string): BadRequestError {
  const field = where.replace(/^(body|query|path)\./, '');
  return new BadRequestError(
    'INVALID_CHARACTERS',
    `${where} holds a NUL character, which no text may contain`,
    [{ field, problems: ['must not contain NUL characters'] }],
  );
}
