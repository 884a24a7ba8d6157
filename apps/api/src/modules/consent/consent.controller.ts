import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import { type Caller, CurrentCaller, SignedIn } from '../../platform/auth';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { ConsentService } from './consent.service';
import { ConsentAnswerDto, ReadConsentRequestDto, SaveConsentRequestDto } from './dto/consent.dto';

/**
 * The signed-in shopper's cookie choices (not in SPEC §7; designed in its style: POST with a JSON
 * body, the session token in it or in the cookie). Only the caller's own are ever read or written.
 */
@ApiTags('consent')
@Controller('consent')
export class ConsentController {
  constructor(private readonly consent: ConsentService) {}

  /** The caller's latest choice, or null. */
  @ReadOnlyPost('get')
  @SignedIn()
  @ApiBody({ type: ReadConsentRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getConsent(
    @CurrentCaller() caller: Caller,
    @Body() _body: ReadConsentRequestDto,
  ): Promise<ConsentAnswerDto> {
    return this.consent.read(caller.customerId);
  }

  /** Records the caller's choice with the server's time. 409 CONSENT_POLICY_CHANGED for an old policy version. */
  @Post('save')
  @HttpCode(200)
  @SignedIn()
  @ApiHeader({
    name: 'Sec-GPC',
    required: false,
    description: "Global Privacy Control: '1' keeps advertising off",
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  saveConsent(
    @CurrentCaller() caller: Caller,
    @Body() body: SaveConsentRequestDto,
    @Headers('sec-gpc') gpc: string | undefined,
  ): Promise<ConsentAnswerDto> {
    return this.consent.save(caller.customerId, body, gpc?.trim() === '1');
  }
}
