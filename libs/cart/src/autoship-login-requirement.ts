import { orderTypeFor, type OrderTypeLine } from './order-type';

/** The page a guest starting a subscription is sent to before checkout (SPEC §2 route table, §4). */
export const AUTOSHIP_REQUIRED_LOGIN_PATH = '/shelter/autoship-required-login';

export interface AutoshipLoginInput {
  lines: readonly OrderTypeLine[];
  authenticated: boolean;
  /** The feature flag (AUTOSHIP_REQUIRES_LOGIN, on by default). */
  autoshipRequiresLogin: boolean;
}

/**
 * SPEC §4 'Order type and checkout': with the flag on, a subscription-first purchase (any line with
 * a selling plan) by a shopper who is not signed in must sign in before checkout, because an
 * autoship belongs to an account the shopper can manage and cancel it from.
 */
export function requiresAutoshipLogin({
  lines,
  authenticated,
  autoshipRequiresLogin,
}: AutoshipLoginInput): boolean {
  return autoshipRequiresLogin && !authenticated && orderTypeFor(lines) === 'firstPurchaseSubscription';
}
