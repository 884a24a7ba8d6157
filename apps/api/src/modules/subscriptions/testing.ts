/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside subscriptions to arrange rows or reset a cache. Never a way for other modules in.
 */
export { SubscriptionsRepository } from './subscriptions.repository';
export { subscriptions, type SubscriptionRow } from './subscriptions.schema';
