import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { RateLimitTier } from '../../../platform/rate-limit/rate-limiting';
import {
  assertNotCrossSite,
  SessionAuthenticator,
  SessionTokenBodyDto,
  SignedIn,
} from '../../../platform/auth';
import { CreateCustomerTokenRequestDto } from '../dto/create-customer-token-request.dto';
import { RefreshSessionTokenRequestDto } from '../dto/refresh-session-token-request.dto';
import { CheckEmailDto, OkDto, SessionAnswerDto } from '../dto/session-answer.dto';
import { SessionLifecycleService } from '../sessions/session-lifecycle.service';
import { SignInService } from './sign-in.service';

const NO_STORE = { 'cache-control': 'no-store' };

@ApiTags('accounts')
@Controller('ecom/v1.0')
export class CustomerTokenController {
  constructor(
    private readonly signIn: SignInService,
    private readonly lifecycle: SessionLifecycleService,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  /**
   * Sign in with email and password (`key`); with first_name and last_name, create a consumer
   * account when the address has none, and sign in. 200 with the session (and the sessionToken
   * cookie); 202 CHECK_EMAIL when signing up with an address that has an account (its owner is
   * mailed; nothing says the account exists); 401 INVALID_CREDENTIALS for a wrong password or an
   * unknown address alike; 400 WEAK_PASSWORD for a new account's weak password; 403
   * USE_SINGLE_SIGN_ON on the staff site; 429 TOO_MANY_ATTEMPTS after 5 failures in 15 minutes
   * for the address or 20 for the client.
   */
  @Post('create-customer-token')
  @RateLimitTier('signin')
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiAcceptedResponse({ type: CheckEmailDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  async createCustomerToken(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Body() body: CreateCustomerTokenRequestDto,
  ): Promise<void> {
    assertNotCrossSite(request, this.authenticator.origins);
    const outcome = await this.signIn.signInOrRegister(
      { site: request.siteId, clientAddress: request.ip },
      { email: body.email, firstName: body.first_name, lastName: body.last_name, password: body.key },
    );
    reply.headers(NO_STORE);
    if (outcome.status === 'check-email') {
      reply.code(HttpStatus.ACCEPTED).send(outcome.answer);
      return;
    }
    await this.lifecycle.begin(request, reply, outcome.session);
    reply.code(HttpStatus.OK).send(outcome.answer);
  }

  /**
   * Extends the caller's session, or with forceRefreshToken replaces its token (the answer and
   * the cookie carry the new one; the old one stops working). 401 SIGNED_OUT without a live session.
   */
  @Post('refresh-session-token')
  @HttpCode(200)
  @RateLimitTier('signin')
  @SignedIn({ allowUnregistered: true })
  @ApiBody({ type: RefreshSessionTokenRequestDto, required: false })
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  async refreshSessionToken(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: RefreshSessionTokenRequestDto,
  ): Promise<SessionAnswerDto> {
    reply.headers(NO_STORE);
    return this.lifecycle.refresh(request, reply, body.forceRefreshToken === true);
  }

  /**
   * Signs out: ends the caller's session, deletes its server cache entry and clears the
   * sessionToken, og_auth and isEligibleForPd cookies. {ok: true} for a signed-out caller too.
   * A cookie-only call needs the X-Shop-Client header (403 CSRF_REFUSED).
   */
  @Post('logout')
  @HttpCode(200)
  @RateLimitTier('signin')
  @ApiBody({ type: SessionTokenBodyDto, required: false })
  @ApiOkResponse({ type: OkDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  async logout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    // Declared so the body's sessionToken passes validation; read with the other credentials.
    @Body() _body: SessionTokenBodyDto,
  ): Promise<OkDto> {
    await this.lifecycle.signOut(request, reply);
    return { ok: true };
  }
}
