import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.schema';
import { ErrorBodyDto } from '../errors/error-body.dto';
import { ForbiddenError, UnauthorizedError } from '../errors/app-error';
import { RateLimitTier } from '../rate-limit/rate-limiting';

/** The OpenAPI security scheme operator calls declare (openapi.ts registers it). */
export const OPERATOR_AUTH = 'operator';

/**
 * The operator token (OPERATOR_TOKEN), compared in constant time. Calls that operators and others
 * may both make (delete-cache-item) ask it directly; operator-only calls use the guard below.
 */
@Injectable()
export class OperatorToken {
  private readonly expected: Buffer | undefined;

  constructor(config: ConfigService<Env, true>) {
    const token = config.get('OPERATOR_TOKEN', { infer: true });
    this.expected = token === undefined ? undefined : digest(token);
  }

  /** Whether operator calls are switched on (OPERATOR_TOKEN set). */
  get enabled(): boolean {
    return this.expected !== undefined;
  }

  /** The token of an `Authorization: Bearer {token}` header, if it is one. */
  static bearerOf(header: string | undefined): string | undefined {
    return /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  }

  /** Whether an Authorization header carries the operator token. */
  matches(header: string | undefined): boolean {
    const given = OperatorToken.bearerOf(header);
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    return (
      given !== undefined && this.expected !== undefined && timingSafeEqual(digest(given), this.expected)
    );
  }
}

/**
 * Lets a request through only with `Authorization: Bearer {OPERATOR_TOKEN}`. Operator tools would
 * otherwise let anyone on the internet drop the caches over and over and make every page a
 * database read. Without OPERATOR_TOKEN the tools are switched off (403), so a deployment never
 * exposes them by forgetting a setting. Runs before validation, so a caller without the token
 * learns nothing about the body the tool expects.
 */
@Injectable()
export class OperatorTokenGuard implements CanActivate {
  private readonly token: OperatorToken;

  constructor(config: ConfigService<Env, true>) {
    this.token = new OperatorToken(config);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.token.enabled)
      throw new ForbiddenError(
        'OPERATOR_TOOLS_DISABLED',
        'Operator calls are switched off on this server: set OPERATOR_TOKEN to enable them',
      );
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization;
    if (OperatorToken.bearerOf(header) === undefined)
      throw new UnauthorizedError(
        'OPERATOR_TOKEN_REQUIRED',
        "Send the operator token as 'Authorization: Bearer {token}'",
      );
    if (!this.token.matches(header))
      throw new UnauthorizedError('OPERATOR_TOKEN_INVALID', 'The operator token is not valid');
    return true;
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Marks a handler as an operator call: the guard above, the strictest rate-limit tier (a token
 * guessed at thousands of times a second is refused long before it could be found), and its
 * contract in OpenAPI.
 */
export function OperatorOnly(): MethodDecorator {
  return applyDecorators(
    UseGuards(OperatorTokenGuard),
    RateLimitTier('operator'),
    ApiBearerAuth(OPERATOR_AUTH),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No operator token, or a wrong one' }),
    ApiForbiddenResponse({
      type: ErrorBodyDto,
      description: 'Operator calls are switched off (no OPERATOR_TOKEN)',
    }),
  );
}
