/** Test-only door: the table, to arrange or inspect rows. */
export { consentRecords } from './consent.schema';
export { CONSENT_HISTORY_KEPT } from './consent.repository';
