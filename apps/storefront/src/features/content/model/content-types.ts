/** The CMS shapes the content feature renders, as the generated client names them. */
export type {
  AnnouncementDto,
  AnnouncementsDto,
  BannerDto,
  BannerPlacement,
  BannersDto,
  ContentButtonDto,
  ContentColor,
  ContentFooterDto,
  ContentHeaderDto,
  ContentImageDto,
  ContentLinkDto,
  ContentPageDto,
  FaqComponentDto,
  FaqItemDto,
  FeatureDto,
  FeatureSectionComponentDto,
  FooterLinkGroupDto,
  ListingProductDto,
  NavLinkDto,
  PasswordProtectDto,
  ProductCarouselComponentDto,
  RedirectDto,
  RichTextComponentDto,
  VideoComponentDto,
} from '@shop/api-client';

import type { ContentPageDto } from '@shop/api-client';

/** A block of a page as the renderer meets it. */
export type ContentComponent = ContentPageDto['components'][number];
