import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { SiteId } from '@shop/identity';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { RateLimitTier } from '../../platform/rate-limit/rate-limiting';
import { CurrentSite } from '../../platform/site/current-site.decorator';
import { ContactService } from './contact.service';
import { ContactReceiptDto } from './dto/contact-receipt.dto';
import { SendContactUsRequestDto } from './dto/send-contact-us-request.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /**
   * Sends a message through the contact form (SPEC §7) for the site of the request's host: kept,
   * mailed to support with a reply-to of the sender, and acknowledged to the sender. At most 5
   * messages a minute per client and 5 an hour per email address.
   */
  @Post('send-contact-us')
  @HttpCode(200)
  @RateLimitTier('contact')
  @ApiOkResponse({ type: ContactReceiptDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A field is missing, too long or not allowed' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description:
      'TOO_MANY_MESSAGES (this email address) or RATE_LIMITED (this client); Retry-After says when to try again',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  sendContactUs(
    @CurrentSite() site: SiteId,
    @Body() body: SendContactUsRequestDto,
  ): Promise<ContactReceiptDto> {
    return this.contact.receive(site, body.data);
  }
}
