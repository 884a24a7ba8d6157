import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** SPEC §3 campaign: types 1 online purchase, 2 redemption, 3 round-up, 4 add-on, 5 point of sale, 6 post-purchase, 7 round-up at point of sale. */
export class GivingCampaignDto {
  id!: string;
  /** 1-7 (SPEC §3 campaign types). */
  type!: number;
  name!: string;
  isActive!: boolean;
}

/** SPEC §3 Segment. */
export class GivingSegmentDto {
  id!: string;
  isActive!: boolean;
  name!: string;
  description!: string;
  /** Shoppers in this segment give nothing and see no widget. */
  excludeSegment!: boolean;
  /** The property the storefront reads to place a shopper in this segment. */
  frontEndPropertyName!: string;
  /** Where it reads it: 0 window, 1 data layer, 2 script URL parameter. */
  frontEndSource!: number;
  /** Lower first: the first matching segment is the shopper's. */
  priorityIndex!: number;
  /** 0 the property is empty, 1 it is present, 2 it equals one of specifiedValues. */
  valueCategory!: number;
  specifiedValues!: string[];
  @ApiProperty({ type: String, nullable: true })
  backEndPropertyName!: string | null;
  /** 0 keep the store's donation, 1 a percentage (value in percent), 2 a flat amount (value in dollars), 3 multiply (value is the factor). */
  donationAction!: number;
  donationActionValue!: number;
}

export class CauseMultiplierDto {
  causeId!: string;
  /** 2 doubles the cause's donations. */
  multiplier!: number;
}

export class StoreAddressDto {
  streetAddress!: string;
  city!: string;
  state!: string;
  zip!: string;
}

export class StoreContactDto {
  email!: string;
  phone!: string;
  website!: string;
}

/** SPEC §3 Giving store configuration. */
export class GivingStoreDto {
  /** The store id (32 hex characters), as x-store-id carries it. */
  id!: string;
  name!: string;
  /** Off: the widget is hidden and nothing is given. */
  isActive!: boolean;
  isExperienceActive!: boolean;
  isEmbeddedConfirmation!: boolean;
  /** Shoppers may choose their cause; otherwise the default cause receives every donation. */
  letShoppersChoose!: boolean;
  searchEnabled!: boolean;
  /** USD only (SPEC §3). */
  primaryCurrency!: string;
  customCSS!: string;
  targetCssSelector!: string;
  @ApiProperty({ type: String, nullable: true })
  defaultCauseId!: string | null;
  defaultCauseIds!: string[];
  featuredCauseIds!: string[];
  /** Percent of the price (type 0) or dollars per item (type 1). */
  defaultDonation!: number;
  /** 0 percentage, 1 flat. */
  defaultDonationType!: number;
  causeMultipliers!: CauseMultiplierDto[];
  /** The store's active campaigns. */
  activeCampaigns!: GivingCampaignDto[];
  addressInformation!: StoreAddressDto;
  contactInformation!: StoreContactDto;
  /** The store's customer segments, active or not. */
  customerSegments!: GivingSegmentDto[];
}

/** The giving store of the site a request is for, so a page learns which x-store-id to send. */
export class SiteGivingStoreDto {
  /** 'DTC' or 'HPSF'. */
  site!: string;
  storeId!: string;
  isActive!: boolean;
}

/** An operator's switch of a store (the staff store starts off). */
export class SetGivingStoreActiveRequestDto {
  @IsBoolean()
  isActive!: boolean;
}
