import { ALASKA_HAWAII_SERVICE_CHARGE } from '@shop/cart';
import { formatPrice } from '@shop/catalog';
import { Button } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-context';
import './cart-cost-summary.css';

/** The cart's money as the API prices it (libs/cart priceCart's CartTotals), in cents. */
export interface CartCostTotals {
  subtotalBeforeSavingsCents: number;
  programDiscountCents: number;
  cartSubtotalCents: number;
  totalSavingsCents: number;
}

export interface CartCostSummaryProps {
  totals: CartCostTotals;
  /** Proceed to Checkout; the caller runs the checkout steps (autoship terms, sign-in, multipass). */
  onCheckout: () => void;
  /** An over-limit cart (SPEC §5) cannot be checked out. */
  checkoutDisabled?: boolean;
  /** While the checkout link is being fetched. */
  checkoutBusy?: boolean;
  /** Why checkout is not offered (the over-limit message), said beside the button. */
  checkoutNote?: string | null;
  continueShoppingHref?: string;
  /** Placed under the title, e.g. the free-shipping tracker. */
  children?: ReactNode;
}

const money = (cents: number) => formatPrice(cents / 100);

/**
 * The cart page's 'Order Summary' (SPEC §2): Subtotal Before Savings, Program Discount, Cart
 * Subtotal, Estimated Total, 'Total Savings:', the note that tax and shipping are added at checkout
 * and that Alaska and Hawaii add a $4 service charge, then 'Proceed to Checkout' and 'Continue
 * Shopping'. The Program Discount line is the staff program's: it shows on the staff site, and on
 * the consumer site only if one was ever given. Prices are hidden on the staff site's cards only; the
 * cart shows what staff pay. The estimated total is the cart subtotal, since tax and shipping are
 * added at checkout.
 */
export function CartCostSummary({
  totals,
  onCheckout,
  checkoutDisabled = false,
  checkoutBusy = false,
  checkoutNote,
  continueShoppingHref = '/products',
  children,
}: CartCostSummaryProps) {
  const { staff } = useSite();
  const titleId = useId();
  const noteId = useId();
  const showProgramDiscount = staff || totals.programDiscountCents > 0;

  return (
    <section className="cart-cost-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="cart-cost-summary__title">
        Order Summary
      </h2>
      {children}
      <dl className="cart-cost-summary__lines">
        <div className="cart-cost-summary__line">
          <dt>Subtotal Before Savings</dt>
          <dd>{money(totals.subtotalBeforeSavingsCents)}</dd>
        </div>
        {showProgramDiscount ? (
          <div className="cart-cost-summary__line cart-cost-summary__line--saving">
            <dt>Program Discount</dt>
            <dd>{totals.programDiscountCents > 0 ? `−${money(totals.programDiscountCents)}` : money(0)}</dd>
          </div>
        ) : null}
        <div className="cart-cost-summary__line">
          <dt>Cart Subtotal</dt>
          <dd>{money(totals.cartSubtotalCents)}</dd>
        </div>
        <div className="cart-cost-summary__line cart-cost-summary__line--total">
          <dt>Estimated Total</dt>
          <dd>{money(totals.cartSubtotalCents)}</dd>
        </div>
      </dl>
      {totals.totalSavingsCents > 0 ? (
        <p className="cart-cost-summary__savings">
          Total Savings: <strong>{money(totals.totalSavingsCents)}</strong>
        </p>
      ) : null}
      <p className="cart-cost-summary__note">
        Tax and shipping are added at checkout. Orders shipped to Alaska and Hawaii add a $
        {ALASKA_HAWAII_SERVICE_CHARGE} service charge.
      </p>
      <div className="cart-cost-summary__actions">
        <Button
          onClick={onCheckout}
          disabled={checkoutDisabled || checkoutBusy}
          aria-busy={checkoutBusy || undefined}
          aria-describedby={checkoutNote ? noteId : undefined}
        >
          {checkoutBusy ? 'Preparing Checkout…' : 'Proceed to Checkout'}
        </Button>
        {checkoutNote ? (
          <p id={noteId} className="cart-cost-summary__blocked" role="alert">
            {checkoutNote}
          </p>
        ) : null}
        <Link className="ui-button ui-button--secondary" to={continueShoppingHref}>
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
