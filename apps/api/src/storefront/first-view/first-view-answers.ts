import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One API call the storefront would make for a page, as the generated client makes it. */
export interface FirstViewCall {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/**
 * The API's own answers to the calls a page's first view makes, taken through the API itself
 * (Fastify's inject: the same guards, site, caches and rate limits as the browser's call, counted
 * against the visitor's address). The visitor's cookies are never passed on: every answer is the
 * anonymous one, so a page is never prerendered with a signed-in shopper's or staff member's data,
 * and a call the anonymous visitor may not make (the staff site's catalogue) is simply left out
 * for the client to make itself. A failed call is left out the same way.
 */
@Injectable()
export class FirstViewAnswers {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async answers<K extends string>(
    request: FastifyRequest,
    calls: Record<K, FirstViewCall>,
  ): Promise<Partial<Record<K, unknown>>> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const entries = await Promise.all(
      (Object.entries(calls) as [K, FirstViewCall][]).map(async ([name, call]) => {
        try {
          const response = await fastify.inject({
            method: call.method,
            url: call.url,
            remoteAddress: request.ip,
            headers: {
              host: request.headers.host ?? '',
              accept: 'application/json',
              ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
          });
          if (response.statusCode !== 200) return null;
          return [name, response.json()] as const;
        } catch {
          return null;
        }
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== null)) as Partial<Record<K, unknown>>;
  }
}
