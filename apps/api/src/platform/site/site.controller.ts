import { Controller, Get, Inject } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiTags } from '@nestjs/swagger';
import { isStaffSite, SITE_TITLES, type SiteId } from '@shop/identity';
import type { Env } from '../config/env.schema';
import { parsePublicOrigins, type PublicOrigins } from '../config/public-origins';
import { staffSignInPaths } from '../config/staff-sign-in-settings';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { TestPaymentProvider } from '../payments/test-payment-provider';
import { CurrentSite } from './current-site.decorator';
import { SiteDto } from './dto/site.dto';

@ApiTags('site')
@Controller('site')
export class SiteController {
  private readonly ssoLoginPath: string;
  private readonly tokenInactivityTime: number;
  private readonly autoshipRequiresLogin: boolean;
  private readonly paymentTestMode: boolean;
  private readonly origins: PublicOrigins;
  private readonly reviewsWidgetUrl: string;
  private readonly consentPolicyVersion: string;
  private readonly gtmContainerId: string | null;
  private readonly videoPlayer: { baseUrl: string; setsCookies: boolean };

  constructor(config: ConfigService<Env, true>, @Inject(PAYMENT_PROVIDER) payments: PaymentProvider) {
    this.paymentTestMode = payments instanceof TestPaymentProvider;
    this.ssoLoginPath = staffSignInPaths(config.get('IDENTITY_KIND', { infer: true })).login;
    this.tokenInactivityTime = config.get('TOKEN_INACTIVITY_SECONDS', { infer: true });
    this.autoshipRequiresLogin = config.get('AUTOSHIP_REQUIRES_LOGIN', { infer: true });
    this.reviewsWidgetUrl = config.get('REVIEWS_WIDGET_URL', { infer: true });
    this.consentPolicyVersion = config.get('CONSENT_POLICY_VERSION', { infer: true });
    this.gtmContainerId = config.get('GTM_CONTAINER_ID', { infer: true }) ?? null;
    this.videoPlayer = {
      baseUrl: config.get('VIDEO_PLAYER_BASE_URL', { infer: true }),
      setsCookies: !config.get('VIDEO_PLAYER_COOKIELESS', { infer: true }),
    };
    this.origins = parsePublicOrigins(
      config.get('PUBLIC_ORIGINS', { infer: true }),
      config.get('PORT', { infer: true }),
    );
  }

  /** Which site this host serves; the storefront adapts to the answer. */
  @Get()
  getSite(@CurrentSite() siteId: SiteId): SiteDto {
    const staff = isStaffSite(siteId);
    return {
      siteId,
      title: SITE_TITLES[siteId],
      origin: this.origins[siteId],
      staff,
      ssoLoginPath: staff ? this.ssoLoginPath : null,
      tokenInactivityTime: this.tokenInactivityTime,
      autoshipRequiresLogin: this.autoshipRequiresLogin,
      paymentTestMode: this.paymentTestMode,
      reviewsWidgetUrl: this.reviewsWidgetUrl,
      consentPolicyVersion: this.consentPolicyVersion,
      gtmContainerId: this.gtmContainerId,
      videoPlayer: this.videoPlayer,
    };
  }
}
