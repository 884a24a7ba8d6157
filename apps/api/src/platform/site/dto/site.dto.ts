import { ApiProperty } from '@nestjs/swagger';
import { SITE_IDS, type SiteId } from '@shop/identity';

/** SPEC §9's video player, for content pages' video blocks. */
export class VideoPlayerDto {
  /** The player's address; a video's id is appended (VIDEO_PLAYER_BASE_URL). */
  @ApiProperty({ example: 'https://www.youtube-nocookie.com/embed/' })
  baseUrl!: string;
  /** False when the player sets no cookies (VIDEO_PLAYER_COOKIELESS): it may play without consent. */
  setsCookies!: boolean;
}

export class SiteDto {
  /** DTC is the consumer shop; HPSF the staff-feeding site. */
  @ApiProperty({ enum: SITE_IDS, enumName: 'SiteId' })
  siteId!: SiteId;
  /** The site's name, used in page titles ('%s | {title}'). */
  title!: string;
  /**
   * The site's public origin (PUBLIC_ORIGINS), e.g. https://shop.example: canonical links and
   * structured data name pages at it, never at whatever host the browser was given.
   */
  @ApiProperty({ example: 'http://localhost:3000' })
  origin!: string;
  /** True on the staff-feeding site, which hides prices and consumer features. */
  staff!: boolean;
  /**
   * The staff site's single sign-on start, a browser navigation (add `returnTo`, a path on this
   * site); its segment is configuration (IDENTITY_KIND), so the storefront reads it here. Null on
   * the consumer site, which signs in on its own pages.
   */
  @ApiProperty({ type: String, nullable: true, example: '/api/idp/login' })
  ssoLoginPath!: string | null;
  /**
   * Seconds a signed-in shopper or staff member may be inactive in the browser before the 'Are you
   * still there?' alert (SPEC §4 Session, §9 tokenInactivityTime); configuration
   * (TOKEN_INACTIVITY_SECONDS), the same on both sites.
   */
  @ApiProperty({ type: 'integer', minimum: 60, maximum: 86_400, example: 1800 })
  tokenInactivityTime!: number;
  /**
   * SPEC §4's feature flag (AUTOSHIP_REQUIRES_LOGIN): a guest whose cart starts an autoship signs in
   * before checkout. Published so the storefront sends them to sign in before asking for a checkout
   * link that multipass would refuse.
   */
  autoshipRequiresLogin!: boolean;
  /**
   * True while payments go through the built-in test provider (nothing is charged): the checkout
   * page then lists its test card numbers, since no real card would work.
   */
  paymentTestMode!: boolean;
  /**
   * Where the product-reviews widget's script is served (REVIEWS_WIDGET_URL, a path on this shop).
   * The storefront loads it only after functional cookie consent (SPEC §2, §7), on the consumer
   * site (the staff site hides ratings).
   */
  @ApiProperty({ example: '/widgets/reviews.js' })
  reviewsWidgetUrl!: string;
  /**
   * The cookie policy in force (CONSENT_POLICY_VERSION): a choice remembered under another version
   * is asked again.
   */
  @ApiProperty({ example: '1' })
  consentPolicyVersion!: string;
  /**
   * The Google Tag Manager container (GTM_CONTAINER_ID) the storefront loads after consent; null
   * when none is configured.
   */
  @ApiProperty({ type: String, nullable: true, example: 'GTM-ABC1234' })
  gtmContainerId!: string | null;
  @ApiProperty({ type: VideoPlayerDto })
  videoPlayer!: VideoPlayerDto;
}
