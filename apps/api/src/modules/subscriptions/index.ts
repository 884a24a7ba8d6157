/**
 * The Subscriptions module's front door: checkout opens subscriptions (SubscriptionsService), the
 * renewal flow renews them (SubscriptionRenewalsService), the account lists them.
 */
export { CustomerSubscriptionDto } from './dto/customer-subscription.dto';
export {
  SubscriptionRenewalsService,
  type ReminderCandidate,
  type RenewalCandidate,
} from './subscription-renewals.service';
export { SubscriptionsModule } from './subscriptions.module';
export { SubscriptionsService, type CreatedSubscription } from './subscriptions.service';
