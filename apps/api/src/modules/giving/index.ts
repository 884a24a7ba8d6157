/**
 * The Giving module's front door. The seed imports reference data through GivingStoresService.
 *
 * The order half (issue 22): the module takes part in orders through its own contributor
 * ('giving.donation', the record in the order's transaction) and subscribers (reversals on
 * OrderCancelled and OrderRefunded, the donation receipt on OrderPlaced), registered from inside
 * this module, so no flow and no other module calls it for that. A checkout names the shopper's
 * tracking with the X-Giving-Tracking-Id header (giving-checkout-tracking.ts). It uses GivingStoresService
 * `storeIdOfSite(site, tx)` and `config(storeId, tx)`, GivingDonationsService `quote(request, tx)`
 * (the same maths as the products calls, on the order's lines in cents with the cart's excluded
 * product type), GivingTrackingService `trackedCauseId(scope, trackingId, tx)` (the shopper's cause,
 * scoped to them) and GivingCausesService `summary(id, tx)` (name, city, state, EIN for the record
 * and the mail). The cart reaches donations for its add-on and round-up lines through
 * GivingDonationsService.
 */
export { GivingModule } from './giving.module';
export { GivingStoresService } from './giving-stores.service';
export { GivingDonationsService, type DonationQuote, type DonationRequest } from './giving-donations.service';
export { GivingCausesService, type CauseSummary } from './giving-causes.service';
export { GivingTrackingService } from './giving-tracking.service';
export type { TrackingScope } from './giving-tracking.repository';
export type { GivingImport } from './giving-import';
