import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { RateLimitTier } from '../../../platform/rate-limit/rate-limiting';
import { assertNotCrossSite } from '../../../platform/auth';
import { ForgotPasswordRequestDto } from '../dto/forgot-password-request.dto';
import { ResetPasswordRequestDto } from '../dto/reset-password-request.dto';
import { CheckEmailDto, OkDto } from '../dto/session-answer.dto';
import { PasswordResetService } from './password-reset.service';
import { SiteOrigins } from '../../../platform/site/site-origins';

@ApiTags('accounts')
@Controller('ecom/v1.0')
export class PasswordController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly origins: SiteOrigins,
  ) {}

  /**
   * Mails a link to choose a new password (single use, one hour) when the address has an account
   * on this site. Always 202 with the same body, so it tells nobody whether it has. 403
   * USE_SINGLE_SIGN_ON on the staff site.
   */
  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimitTier('signin')
  @ApiAcceptedResponse({ type: CheckEmailDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  forgotPassword(
    @Req() request: FastifyRequest,
    @Body() body: ForgotPasswordRequestDto,
  ): Promise<CheckEmailDto> {
    assertNotCrossSite(request, this.origins);
    return this.resets.requestReset(request.siteId, body.email, request.ip);
  }

  /**
   * Sets a new password with the token of a reset mail and ends every session of the account;
   * does not sign in. 400 WEAK_PASSWORD (with the reason) or RESET_TOKEN_INVALID (used, expired
   * or unknown).
   */
  @Post('reset-password')
  @HttpCode(200)
  @RateLimitTier('signin')
  @ApiOkResponse({ type: OkDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  async resetPassword(@Req() request: FastifyRequest, @Body() body: ResetPasswordRequestDto): Promise<OkDto> {
    assertNotCrossSite(request, this.origins);
    await this.resets.resetPassword(request.siteId, body.token, body.password, request.ip);
    return { ok: true };
  }
}
