import { requiresAutoshipLogin, type AutoshipLoginStage } from '@shop/cart';
import type { CartCaller, CheckoutCartLine } from '../../modules/cart';
import { autoshipRequiresLogin } from './checkout-errors';

/**
 * 401 AUTOSHIP_REQUIRES_LOGIN when libs/cart's rule stops this caller's lines: at the checkout
 * link with the AUTOSHIP_REQUIRES_LOGIN setting, and again when the order is placed (lines may
 * have changed since the link, and a subscription needs an account whatever the setting).
 */
export function checkAutoshipLogin(
  caller: Pick<CartCaller, 'customerId'>,
  lines: readonly Pick<CheckoutCartLine, 'sellingPlanId'>[],
  stage: AutoshipLoginStage,
): void {
  if (requiresAutoshipLogin({ ...stage, lines, authenticated: caller.customerId !== null }))
    throw autoshipRequiresLogin();
}
