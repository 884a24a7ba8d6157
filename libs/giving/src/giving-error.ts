/** API_ERROR: the giving provider answered with a failure; SDK_ERROR: our own input or state was wrong. */
export type GivingErrorType = 'API_ERROR' | 'SDK_ERROR';

/**
 * The messages of SPEC §8, one per failing giving operation, so the API, the storefront and the logs
 * use the same wording and tests can assert on it.
 */
export const GIVING_ERROR_MESSAGES = {
  startTracking: 'Error starting tracking',
  updateTracking: 'Error updating tracking',
  updateIntegrationMetadata: 'Error updating integration metadata',
  retrieveStore: 'Error retrieving store',
  retrieveProductDonation: 'Error retrieving product donation',
  retrieveCartDonation: 'Error retrieving cart donation',
  searchCharities: 'Error searching charities',
  retrieveCharitiesByEin: 'Error retrieving charities by EIN',
  retrievePortfolios: 'Error retrieving portfolios',
  initializeSdk: 'Error initializing SDK',
  updateWidget: 'Error updating widget',
  calculateDonation: 'Error calculating donation',
  retrieveDonationEligibility: 'Error retrieving donation eligibility',
  getCharities: 'Error getting charities',
  populateCauseIds: 'Error populating cause IDs',
  setCauseToTracking: 'Error setting cause to tracking',
  emitEvent: 'Error emitting event',
  invalidStoreId: 'Invalid StoreId',
} as const;

export type GivingErrorMessage = (typeof GIVING_ERROR_MESSAGES)[keyof typeof GIVING_ERROR_MESSAGES];

/**
 * Thrown by giving operations unless a listener handles the failure; `type` tells callers whether to
 * blame the provider (retry, degrade the widget) or the caller (fix configuration or input).
 */
export class GivingError extends Error {
  override readonly name = 'GivingError';
  /** The HTTP status of an API_ERROR the API answered (none for a network failure). */
  readonly status?: number;
  /** The API's stable error code (INVALID_STORE_ID, GIVING_CAUSE_NOT_FOUND...), when it gave one. */
  readonly code?: string;

  constructor(
    readonly type: GivingErrorType,
    message: string,
    options?: { cause?: unknown; status?: number; code?: string },
  ) {
    super(message, options);
    this.status = options?.status;
    this.code = options?.code;
  }
}
