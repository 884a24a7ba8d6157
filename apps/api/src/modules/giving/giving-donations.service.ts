import { Injectable } from '@nestjs/common';
import {
  CAMPAIGN_TYPES,
  CLEAR_CAUSE,
  type CartDonation,
  cartDonation,
  type DonationCartLine,
  donationRuleOf,
  type DonationTypeCode,
  formatDonationAmount,
  segmentDonation,
} from '@shop/giving';
import type { Database } from '../../platform/database/database.types';
import type {
  DonationResultDto,
  MultipleDonationRequestDto,
  ProductDonationQueryDto,
} from './dto/donation.dto';
import { type CauseSummary, GivingCausesService, multiplierOf } from './giving-causes.service';
import type { StoreConfig } from './giving.mapper';
import { GivingStoresRepository } from './giving-stores.repository';
import { GivingStoresService } from './giving-stores.service';

/** What a donation is worked out for: the store, the shopper's choices and the lines in cents. */
export interface DonationRequest {
  storeId: string;
  /** The shopper's cause; the store's default cause when null or when shoppers may not choose. */
  causeId: string | null;
  /** The shopper's segment id (SPEC §3 Segment); an unknown or inactive one counts as none. */
  segmentId: string | null;
  /** Lines in cents; productType with excludedProductType leaves the add-on's type out. */
  lines: readonly Omit<DonationCartLine, 'rule' | 'directDonation' | 'excluded'>[];
  cartDiscountCents: number;
  ignoreDirectDonations: boolean;
  excludedProductType: string | null;
}

/** A donation worked out (SPEC §3 Donation result), in cents, with the cause it goes to. */
export interface DonationQuote extends CartDonation {
  storeId: string;
  /** Null when the store has no cause to give to (nothing is given then). */
  cause: CauseSummary | null;
  campaignActive: boolean;
  segmentExcluded: boolean;
}

/**
 * Donations per product and per cart (SPEC §7 products), with libs/giving's rules: the store's
 * rule or the product's own, the cause's multiplier, the shopper's segment, the store's active
 * campaigns. `quote` is what the order half records, on the order's own lines and transaction.
 */
@Injectable()
export class GivingDonationsService {
  constructor(
    private readonly stores: GivingStoresService,
    private readonly storesRepository: GivingStoresRepository,
    private readonly causes: GivingCausesService,
  ) {}

  /** SPEC §7 products GET /donation-by-cms-id: one item at its real price. */
  async productDonation(storeId: string, query: ProductDonationQueryDto): Promise<DonationResultDto> {
    const quote = await this.quote({
      storeId,
      causeId: query.providedCauseId ?? null,
      segmentId: query.customerSegmentId ?? null,
      lines: [{ id: query.cmsId, unitPriceCents: toCents(query.realPrice), quantity: 1 }],
      cartDiscountCents: 0,
      ignoreDirectDonations: false,
      excludedProductType: null,
    });
    return resultDto(quote);
  }

  /** SPEC §7 products POST /get-multiple-donation: a cart after its discounts. */
  async cartDonation(storeId: string, body: MultipleDonationRequestDto): Promise<DonationResultDto> {
    const quote = await this.quote({
      storeId,
      causeId: body.providedCauseId ?? null,
      segmentId: body.customerSegmentId ?? null,
      lines: body.cmsIds.map((line) => ({
        id: line.id,
        unitPriceCents: toCents(line.price),
        quantity: line.quantity,
        discountCents: toCents(line.discount ?? 0),
      })),
      cartDiscountCents: toCents(body.cartDiscount ?? 0),
      ignoreDirectDonations: body.ignoreDirectDonations ?? false,
      excludedProductType: null,
    });
    return resultDto(quote);
  }

  /**
   * The donation of `request`, on `db` when given (an order's transaction). A switched-off store
   * or an excluding segment gives nothing; purchases give only with an online-purchase campaign
   * active, direct donations only with an add-on campaign active.
   */
  async quote(request: DonationRequest, db?: Database): Promise<DonationQuote> {
    const store = await this.stores.config(request.storeId, db);
    const cause = await this.causeFor(store, request.causeId, db);
    const active = (type: number) => store.dto.isActive && store.activeCampaignTypes.includes(type);
    const segment = request.segmentId
      ? (store.dto.customerSegments.find((s) => s.id === request.segmentId && s.isActive) ?? null)
      : null;
    const effect = segmentDonation(segment, store.rule, multiplierOf(store, cause?.id ?? null));
    const purchases = active(CAMPAIGN_TYPES.onlinePurchase) && effect !== null && cause !== null;
    const gifts = active(CAMPAIGN_TYPES.addOn) && effect !== null && cause !== null;
    const rules = new Map(
      (
        await this.storesRepository.productRules(
          request.storeId,
          request.lines.map((l) => l.id),
          db,
        )
      ).map((r) => [r.cmsId, r]),
    );
    const lines: DonationCartLine[] = request.lines.map((line) => {
      const rule = rules.get(line.id);
      return {
        ...line,
        directDonation: !!rule?.directDonation && gifts,
        excluded: !!rule?.excluded || !purchases || (!!rule?.directDonation && !gifts),
        rule:
          rule?.donationType !== null && rule?.donationType !== undefined && rule.donationHundredths !== null
            ? donationRuleOf(rule.donationType as DonationTypeCode, rule.donationHundredths)
            : null,
      };
    });
    const result = cartDonation(lines, {
      rule: effect?.rule ?? store.rule,
      multiplier: effect?.multiplier ?? 1,
      cartDiscountCents: request.cartDiscountCents,
      ignoreDirectDonations: request.ignoreDirectDonations,
      excludedProductType: request.excludedProductType,
    });
    return {
      ...result,
      storeId: request.storeId,
      cause,
      campaignActive: active(CAMPAIGN_TYPES.onlinePurchase),
      segmentExcluded: segment?.excludeSegment ?? false,
    };
  }

  /** The shopper's cause when the store lets them choose, else (or without one) the default cause. */
  private async causeFor(
    store: StoreConfig,
    causeId: string | null,
    db?: Database,
  ): Promise<CauseSummary | null> {
    // '0' is a cleared choice (SPEC §4), which leaves the default cause.
    if (causeId && causeId !== CLEAR_CAUSE.causeId && store.dto.letShoppersChoose)
      return this.causes.summary(causeId, db);
    const fallback = store.dto.defaultCauseId;
    return fallback ? this.causes.find(fallback, db) : null;
  }
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function resultDto(quote: DonationQuote): DonationResultDto {
  const cause = quote.cause;
  return {
    totalDonationAmount: formatDonationAmount(quote.totalCents),
    totalDonationCents: quote.totalCents,
    donationRecipients:
      cause && quote.totalCents > 0
        ? [
            {
              causeId: cause.id,
              causeName: cause.name,
              amount: formatDonationAmount(quote.totalCents),
              amountCents: quote.totalCents,
            },
          ]
        : [],
    lineItems: quote.lines.map((line) => ({
      id: line.id,
      totalDonationValue: formatDonationAmount(line.donationCents),
      totalDonationCents: line.donationCents,
      donations:
        cause && line.donationCents > 0 ? [{ causeId: cause.id, amountCents: line.donationCents }] : [],
      donationType: line.donationType,
      directDonation: line.directDonation,
      cartDonation: line.cartDonation,
      excluded: line.excluded,
    })),
    campaignActive: quote.campaignActive,
    segmentExcluded: quote.segmentExcluded,
  };
}
