import { Injectable } from '@nestjs/common';
import { CLEAR_CAUSE, causeEventLabel, isSupportedAnalyticsIntegration } from '@shop/giving';
import { randomBytes } from 'node:crypto';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import type {
  CauseChangeDto,
  IntegrationInfoRequestDto,
  SetCauseRequestDto,
  SetConfirmationDataRequestDto,
  StartTrackingRequestDto,
  TrackedCauseDto,
  TrackingDto,
} from './dto/tracking.dto';
import { GivingCausesService } from './giving-causes.service';
import { storeIdOf } from './giving-store-id.decorator';
import { invalidAnalyticsIntegration, storeIdMismatch, trackingNotFound } from './giving-errors';
import type { GivingTrackingRow } from './giving.schema';
import { GivingStoresService } from './giving-stores.service';
import { GivingTrackingRepository, type TrackingScope } from './giving-tracking.repository';

const TRACKING_ID = /^[0-9a-f]{32}$/;

/**
 * A browser session's giving tracking (SPEC §4): started once per session by the storefront,
 * the cause set then updated ('set', 'updated') or cleared (id 0, name '0'), integration info and
 * the order's confirmation data. A shopper reaches only their own: a guest's tracking by its
 * unguessable id, a signed-in shopper's only in their sessions; anything else is 404.
 */
@Injectable()
export class GivingTrackingService {
  constructor(
    private readonly repository: GivingTrackingRepository,
    private readonly stores: GivingStoresService,
    private readonly causes: GivingCausesService,
    private readonly clock: Clock,
  ) {}

  /** SPEC §7 tracking POST /. */
  async start(scope: TrackingScope, body: StartTrackingRequestDto): Promise<TrackingDto> {
    if (body.storeId !== undefined && storeIdOf(body.storeId) !== scope.storeId) throw storeIdMismatch();
    await this.stores.config(scope.storeId);
    const now = this.clock.now();
    const row = await this.repository.insert({
      id: randomBytes(16).toString('hex'),
      storeId: scope.storeId,
      customerId: scope.customerId,
      isTestMode: (body.isTestMode ?? false) || (body.isForceTestMode ?? false),
      createdAt: now,
      updatedAt: now,
    });
    return trackingDto(row);
  }

  /** SPEC §7 tracking PUT /{trackingId}/set-cause; '0' and '0' clear it. */
  async setCause(
    scope: TrackingScope,
    trackingId: string,
    body: SetCauseRequestDto,
  ): Promise<CauseChangeDto> {
    await this.stores.config(scope.storeId);
    const clearing = body.causeId === CLEAR_CAUSE.causeId;
    // The cause's own name is recorded, whatever name the page showed.
    const cause = clearing
      ? CLEAR_CAUSE
      : await this.causes.summary(body.causeId).then((c) => ({ causeId: c.id, causeName: c.name }));
    const changed = await this.update(scope, trackingId, () => cause);
    return {
      trackingId: changed.after.id,
      causeId: changed.after.causeId,
      causeName: changed.after.causeName,
      label: causeEventLabel(changed.before.causeId),
    };
  }

  /** SPEC §7 tracking GET /{trackingId}/cause. */
  async cause(scope: TrackingScope, trackingId: string): Promise<TrackedCauseDto> {
    await this.stores.config(scope.storeId);
    const row = TRACKING_ID.test(trackingId) ? await this.repository.find(trackingId, scope) : null;
    if (!row) throw trackingNotFound();
    return { trackingId: row.id, causeId: row.causeId, causeName: row.causeName };
  }

  /** SPEC §7 tracking PUT /{trackingId}/add-integration-info: 'gtm' only (SPEC §5). */
  async addIntegrationInfo(
    scope: TrackingScope,
    trackingId: string,
    body: IntegrationInfoRequestDto,
  ): Promise<TrackingDto> {
    if (!isSupportedAnalyticsIntegration(body.integrationType)) throw invalidAnalyticsIntegration();
    await this.stores.config(scope.storeId);
    const changed = await this.update(scope, trackingId, (row) => ({
      integrationInfo: [
        ...row.integrationInfo.filter((entry) => entry.integrationType !== body.integrationType),
        { integrationType: body.integrationType, info: body.info },
      ],
    }));
    return trackingDto(changed.after);
  }

  /** SPEC §7 tracking PUT /{trackingId}/set-confirmation-data. */
  async setConfirmationData(
    scope: TrackingScope,
    trackingId: string,
    body: SetConfirmationDataRequestDto,
  ): Promise<TrackingDto> {
    await this.stores.config(scope.storeId);
    const { totalDonationAmount, causes } = body.confirmationData;
    const changed = await this.update(scope, trackingId, () => ({
      confirmationData: { totalDonationAmount, causes },
    }));
    return trackingDto(changed.after);
  }

  /**
   * The cause a session's tracking holds, for the order half (the donation's cause at checkout);
   * null for a tracking the shopper cannot reach or without a cause (or cleared).
   */
  async trackedCauseId(scope: TrackingScope, trackingId: string, db?: Database): Promise<string | null> {
    const row = TRACKING_ID.test(trackingId) ? await this.repository.find(trackingId, scope, db) : null;
    return row?.causeId && row.causeId !== CLEAR_CAUSE.causeId ? row.causeId : null;
  }

  private async update(
    scope: TrackingScope,
    trackingId: string,
    change: Parameters<GivingTrackingRepository['update']>[2],
  ): Promise<{ before: GivingTrackingRow; after: GivingTrackingRow }> {
    const changed = TRACKING_ID.test(trackingId)
      ? await this.repository.update(trackingId, scope, change, this.clock.now())
      : null;
    if (!changed) throw trackingNotFound();
    return changed;
  }
}

function trackingDto(row: GivingTrackingRow): TrackingDto {
  return {
    trackingId: row.id,
    storeId: row.storeId,
    causeId: row.causeId,
    causeName: row.causeName,
    isTestMode: row.isTestMode,
    integrationInfo: row.integrationInfo,
    confirmationData: row.confirmationData ?? null,
  };
}
