import { StaffAllowanceNotice } from '@shop/ui';
import { CART_OVER_LIMIT_MESSAGE } from '@shop/cart';
import type { Cart, CartLine } from '../../../lib/cart/cart-cache';
import { cartFailureText } from '../../../lib/cart/cart-messages';
import { cartWarningTexts } from '../model/cart-warning-texts';
import { CartCostSummary } from './cart-cost-summary';
import { CartLineItem } from './cart-line-item';
import { CartOrderDetails } from './cart-order-details';
import { FreeShippingTracker } from './free-shipping-tracker';
import './cart-page.css';

export interface CartContentsProps {
  cart: Cart;
  threshold: number;
  changeError: Error | null;
  busyLineId: string | null;
  checkoutBusy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onPlan: (line: CartLine, sellingPlanId: string | null) => void;
  onCheckout: () => void;
}

/**
 * A cart with lines, as the cart page shows it: the failure of the last change, the server's
 * warnings, the lines, and the 'Order Summary' with the free-shipping tracker and, on the staff site,
 * what is left of the member's monthly allowance; checkout is
 * refused while the cart is over its limit (SPEC §5).
 */
export function CartContents({
  cart,
  threshold,
  changeError,
  busyLineId,
  checkoutBusy,
  onQuantity,
  onPlan,
  onCheckout,
}: CartContentsProps) {
  const warnings = cartWarningTexts(cart);
  const eligible = cart.cost.cents.freeShippingEligibleSubtotalCents / 100;
  return (
    <div className="cart-page__layout">
      <section className="cart-page__lines" aria-label="Items in your cart">
        {changeError ? (
          <p className="cart-page__alert" role="alert">
            {cartFailureText(changeError)}
          </p>
        ) : null}
        {warnings.map((warning) => (
          <p key={warning} className="cart-page__warning" role="status">
            {warning}
          </p>
        ))}
        <ul className="cart-page__list">
          {cart.lineItems.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              stockZip={cart.stockCheck?.zipCode ?? null}
              busy={busyLineId === line.id}
              onQuantityChange={(quantity) => onQuantity(line, quantity)}
              onRemove={() => onQuantity(line, 0)}
              onPlanChange={(sellingPlanId) => onPlan(line, sellingPlanId)}
            />
          ))}
        </ul>
        <CartOrderDetails cart={cart} />
      </section>
      <CartCostSummary
        totals={cart.cost.cents}
        onCheckout={onCheckout}
        checkoutBusy={checkoutBusy}
        checkoutDisabled={cart.overLimit}
        checkoutNote={cart.overLimit ? CART_OVER_LIMIT_MESSAGE : null}
      >
        {/* The server's eligible subtotal: it leaves out the excluded product type (SPEC §2). */}
        <FreeShippingTracker
          lines={[{ productType: 'eligible', subtotal: eligible }]}
          threshold={threshold}
        />
        {cart.staffQuota ? (
          <StaffAllowanceNotice
            quotaValue={cart.staffQuota.quotaValue}
            quotaValueCents={cart.staffQuota.quotaValueCents}
            orderCents={cart.cost.cents.cartSubtotalCents}
          />
        ) : null}
      </CartCostSummary>
    </div>
  );
}
