/** Test-only access to the Giving module's internals (ARCHITECTURE: `testing.ts`). */
export { ClickstreamIngest, CLICKSTREAM_BATCH_SIZE, CLICKSTREAM_QUEUE_CAPACITY } from './clickstream-ingest';
export {
  CHARITY_SEARCH_CANDIDATE_LIMIT,
  CHARITY_SEARCH_MAX_SKIP,
  CHARITY_SEARCH_MAX_TAKE,
} from './charity-search-bounds';
export { GivingClickEventsRepository } from './giving-click-events.repository';
export { givingCharities, givingClickEvents, givingProductRules, givingTrackings } from './giving.schema';
export { nameWords } from './giving-causes.service';
export { givingOrderDonations } from './giving-donations.schema';
export { GivingOrderDonationsRepository } from './giving-order-donations.repository';
