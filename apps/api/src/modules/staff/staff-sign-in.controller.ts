import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiQuery,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { RateLimitTier } from '../../platform/rate-limit/rate-limiting';
import { SessionTokenBodyDto } from '../../platform/auth';
import { BackchannelLogoutRequestDto } from './dto/backchannel-logout-request.dto';
import { LoginQueryDto, StaffBackchannelAnswerDto, StaffLogoutAnswerDto } from './dto/sign-in-links.dto';
import { StaffSignInService } from './staff-sign-in.service';
import { StaffSiteOnly } from './staff-site-only.guard';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * Staff single sign-on on the staff site, under /api/{IDENTITY_KIND} ('idp' unless configured;
 * the OpenAPI document shows the default). login and callback are browser navigations (302), not
 * calls a script makes.
 */
@ApiTags('staff sign-in')
@StaffSiteOnly()
@Controller()
export class StaffSignInController {
  constructor(private readonly signIn: StaffSignInService) {}

  /**
   * Starts signing in: 302 to the identity provider (authorization code with PKCE), which sends
   * the browser back to callback. A member already signed in goes straight to the page. returnTo
   * is the page to come back to (a path on this site; anything else means home).
   */
  @Get('login')
  @RateLimitTier('signin')
  @ApiResponse({ status: 302, description: "To the identity provider's sign-in (or the page, if signed in)" })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'IDENTITY_PROVIDER_UNAVAILABLE' })
  async staffLogin(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query() query: LoginQueryDto,
  ): Promise<void> {
    const location = await this.signIn.begin(request, reply, query.returnTo);
    reply.headers(NO_STORE).redirect(location, 302);
  }

  /**
   * Where the identity provider sends the browser back: a signed-in member goes to the page they
   * asked for (an unregistered one to /staff/registration); a refusal ('Unauthorized user', an
   * error, a forged or stale answer) goes home, signed out (SPEC §8).
   */
  @Get('callback')
  @RateLimitTier('signin')
  @ApiQuery({ name: 'code', required: false, type: String })
  @ApiQuery({ name: 'state', required: false, type: String })
  @ApiQuery({ name: 'iss', required: false, type: String })
  @ApiQuery({ name: 'error', required: false, type: String })
  @ApiQuery({ name: 'error_description', required: false, type: String })
  @ApiResponse({ status: 302, description: 'To the page asked for, registration, or home when signed out' })
  async staffCallback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The raw query, as the provider wrote it: openid-client checks it (state, iss, code) itself.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const location = await this.signIn.complete(request, reply, query);
    reply.headers(NO_STORE).redirect(location, 302);
  }

  /**
   * Signs out of the shop (the session ends, its cookies are cleared) and answers where the
   * browser goes next: the provider's end-session address with id_token_hint, which comes back to
   * home. A cookie-only call needs the X-Shop-Client header (403 CSRF_REFUSED).
   */
  @Post('logout')
  @HttpCode(200)
  @RateLimitTier('signin')
  @ApiBody({ type: SessionTokenBodyDto, required: false })
  @ApiOkResponse({ type: StaffLogoutAnswerDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  staffLogout(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    // Declared so the body's sessionToken passes validation; read with the other credentials.
    @Body() _body: SessionTokenBodyDto,
  ): Promise<StaffLogoutAnswerDto> {
    reply.headers(NO_STORE);
    return this.signIn.logout(request, reply);
  }

  /**
   * The identity provider's back-channel logout (OpenID Connect Back-Channel Logout 1.0): a
   * form-encoded, signed logout token; every shop session of that member ends. 400
   * INVALID_LOGOUT_TOKEN when the token does not verify.
   */
  @Post('backchannel-logout')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: StaffBackchannelAnswerDto, description: 'The member is signed out of the shop' })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto })
  async staffBackchannelLogout(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: BackchannelLogoutRequestDto,
  ): Promise<StaffBackchannelAnswerDto> {
    reply.headers(NO_STORE);
    await this.signIn.backchannelLogout(body.logout_token);
    return { ok: true };
  }
}
