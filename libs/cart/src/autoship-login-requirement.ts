import { orderTypeFor, type OrderTypeLine } from './order-type';

/** The page a guest starting a subscription is sent to before checkout (SPEC §2 route table, §4). */
export const AUTOSHIP_REQUIRED_LOGIN_PATH = '/shelter/autoship-required-login';

/** Where in the purchase the rule is asked, which decides whether the feature flag has a say. */
export type AutoshipLoginStage =
  /** Before the order (the cart's checkout button, the checkout link): the flag decides. */
  | {
      /** The feature flag (AUTOSHIP_REQUIRES_LOGIN, on by default). */
      autoshipRequiresLogin: boolean;
      placingOrder?: false;
    }
  /** Placing the order, where its subscriptions are created: they need an account, flag or not. */
  | { placingOrder: true };

export type AutoshipLoginInput = AutoshipLoginStage & {
  lines: readonly OrderTypeLine[];
  authenticated: boolean;
};

/**
 * SPEC §4 'Order type and checkout': a subscription-first purchase (any line with a selling plan)
 * by a shopper who is not signed in must sign in first, because an autoship belongs to an account
 * the shopper can manage and cancel it from. With the flag on the guest is stopped before checkout;
 * with it off they reach the checkout page, and are stopped when they place the order.
 */
export function requiresAutoshipLogin(input: AutoshipLoginInput): boolean {
  const flagApplies = input.placingOrder === true || input.autoshipRequiresLogin;
  return flagApplies && !input.authenticated && orderTypeFor(input.lines) === 'firstPurchaseSubscription';
}
