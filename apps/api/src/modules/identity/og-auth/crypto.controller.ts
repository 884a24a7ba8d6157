import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { isStaffSite } from '@shop/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Clock } from '../../../platform/clock/clock';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { type Caller, CurrentCaller, SessionTokenBodyDto, SignedIn } from '../../../platform/auth';
import { CryptoValuesDto } from '../dto/crypto-values.dto';
import { SessionCookies } from '../sessions/session-cookies';
import { SubscriptionAuthService } from './subscription-auth.service';

@ApiTags('accounts')
@Controller()
export class CryptoController {
  constructor(
    private readonly subscriptionAuth: SubscriptionAuthService,
    private readonly cookies: SessionCookies,
    private readonly clock: Clock,
  ) {}

  /**
   * The pair of values for the subscription service's cookie (SPEC §7, §9), the same for the
   * whole session, and the og_auth cookie itself (Secure, two hours, signed). On the staff site
   * also the isEligibleForPd cookie (account group in PD_ELIGIBLE_ACCOUNT_GROUPS).
   */
  @Post('crypto')
  @HttpCode(200)
  @SignedIn()
  @ApiBody({ type: SessionTokenBodyDto, required: false })
  @ApiOkResponse({ type: CryptoValuesDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  crypto(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentCaller() caller: Caller,
    // Declared so the body's sessionToken passes validation; SessionGuard has read it.
    @Body() _body: SessionTokenBodyDto,
  ): CryptoValuesDto {
    const issued = this.subscriptionAuth.issue(caller);
    reply.header('cache-control', 'no-store');
    this.cookies.setOgAuth(reply, issued.cookieValue);
    const session = request.session;
    if (isStaffSite(caller.site) && session) {
      const secondsLeft = Math.floor(
        (session.absoluteExpiresAt.getTime() - this.clock.now().getTime()) / 1000,
      );
      this.cookies.setPdEligible(
        request,
        reply,
        this.subscriptionAuth.isEligibleForPd(session.sapAccountGroup),
        secondsLeft,
      );
    }
    return issued.values;
  }
}
