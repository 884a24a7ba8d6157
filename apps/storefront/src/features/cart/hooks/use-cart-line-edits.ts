import type { CartLine } from '../../../lib/cart/cart-cache';
import { cartLineAnalyticsProduct, type CartAnalyticsReporter } from '../model/cart-analytics';
import { useChangeCartLine } from './use-cart-actions';

/**
 * The cart page's line changes, each reported as it is asked for: a quantity change as
 * add_to_cart or remove_from_cart for the difference (0 removes the line), a plan change as the
 * autoship frequency event once the API answers with the line's new plan.
 */
export function useCartLineEdits(analytics: CartAnalyticsReporter) {
  const change = useChangeCartLine();

  const setQuantity = (line: CartLine, quantity: number) => {
    const difference = quantity - line.quantity;
    if (difference === 0) return;
    change.mutate({ lineId: line.id, quantity });
    if (difference < 0) analytics.removeFromCart([cartLineAnalyticsProduct(line, -difference)]);
    else analytics.addToCart([cartLineAnalyticsProduct(line, difference)]);
  };

  const setPlan = (line: CartLine, sellingPlanId: string | null) => {
    change.mutate(
      { lineId: line.id, sellingPlanId },
      {
        onSuccess: (answer) => {
          const changed = answer?.lineItems.find((candidate) => candidate.id === line.id);
          const plan = changed?.sellingPlanAllocation?.sellingPlan;
          if (changed && plan)
            analytics.autoshipFrequencyChanged(cartLineAnalyticsProduct(changed), plan.frequencyDays);
        },
      },
    );
  };

  return {
    setQuantity,
    setPlan,
    error: change.error,
    busyLineId: change.isPending ? (change.variables?.lineId ?? null) : null,
  };
}
