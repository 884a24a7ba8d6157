import { HttpStatus } from '@nestjs/common';
import { GIVING_ERROR_MESSAGES, INVALID_ANALYTICS_INTEGRATION_MESSAGE } from '@shop/giving';
import { AppError, BadRequestError, NotFoundError } from '../../platform/errors/app-error';

/** SPEC §5/§8: a store id that is not 32 hex characters once spaces, dashes, braces and parentheses go. */
export function invalidStoreId(): BadRequestError {
  return new BadRequestError('INVALID_STORE_ID', GIVING_ERROR_MESSAGES.invalidStoreId);
}

/** A well-formed store id that is no store of ours. */
export function givingStoreNotFound(): NotFoundError {
  return new NotFoundError('GIVING_STORE_NOT_FOUND', 'No giving store has this id');
}

/** A start-tracking body naming another store than its x-store-id header. */
export function storeIdMismatch(): BadRequestError {
  return new BadRequestError(
    'STORE_ID_MISMATCH',
    'The storeId in the body is not the x-store-id of the request',
  );
}

export function givingCauseNotFound(id: string): NotFoundError {
  return new NotFoundError(
    'GIVING_CAUSE_NOT_FOUND',
    `No charity or portfolio has the id '${id.slice(0, 64)}'`,
  );
}

export function portfolioNotFound(): NotFoundError {
  return new NotFoundError('GIVING_PORTFOLIO_NOT_FOUND', 'No portfolio has this id');
}

/** Unknown, malformed, another store's or another shopper's: all read the same (ARCHITECTURE §6). */
export function trackingNotFound(): NotFoundError {
  return new NotFoundError('GIVING_TRACKING_NOT_FOUND', 'No such tracking for this shopper and store');
}

/** SPEC §5/§8: integration info for anything but 'gtm'. */
export function invalidAnalyticsIntegration(): BadRequestError {
  return new BadRequestError('INVALID_ANALYTICS_INTEGRATION', INVALID_ANALYTICS_INTEGRATION_MESSAGE);
}

/** A clickstream event whose JSON is larger than one event may be. */
export function clickEventTooLarge(maxBytes: number): AppError {
  return new AppError(
    HttpStatus.PAYLOAD_TOO_LARGE,
    'CLICK_EVENT_TOO_LARGE',
    `A clickstream event is at most ${maxBytes} bytes of JSON`,
  );
}

/** A proxy call that names no call of SPEC §7. */
export function unknownGivingCall(): NotFoundError {
  return new NotFoundError('GIVING_CALL_NOT_FOUND', 'No giving call has this method, service and endpoint');
}

/** No donation record of this order that the caller may read (another shopper's, or none). */
export function givingDonationNotFound(): NotFoundError {
  return new NotFoundError('GIVING_DONATION_NOT_FOUND', 'No donation of this order for this shopper');
}

/** Not one of the caller's autoships on this site. */
export function givingSubscriptionNotFound(): NotFoundError {
  return new NotFoundError('SUBSCRIPTION_NOT_FOUND', 'No such subscription for this customer');
}

/** A report over more months than it may cover, or ending before it starts. */
export function invalidReportRange(maxMonths: number): BadRequestError {
  return new BadRequestError(
    'INVALID_REPORT_RANGE',
    `from must not be after to, and the report covers at most ${maxMonths} months`,
  );
}
