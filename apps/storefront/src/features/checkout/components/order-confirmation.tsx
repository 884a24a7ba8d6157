import type { PlacedOrderDto } from '@shop/api-client';
import { formatPrice } from '@shop/catalog';
import { EmptyState, PostalAddress } from '@shop/ui';
import { Fragment, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { claimPurchaseReport, readPlacedOrder } from '../model/placed-order-storage';
import './checkout.css';

const money = (cents: number) => formatPrice(cents / 100);

export interface OrderConfirmationProps {
  confirmationId: string;
  /** Whether a signed-in shopper could find the order in My Orders. */
  signedIn: boolean;
  /** Called once per order, ever in this tab: the route reports the purchase. */
  onFirstView: (order: PlacedOrderDto) => void;
}

function Totals({ order }: { order: PlacedOrderDto }) {
  const { totals } = order;
  const rows: Array<[string, string]> = [['Subtotal', money(totals.subtotalCents)]];
  if (totals.discountCents > 0) rows.push(['Savings', `-${money(totals.discountCents)}`]);
  rows.push(['Shipping', totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents)]);
  if (totals.serviceChargeCents > 0)
    rows.push(['Alaska/Hawaii service charge', money(totals.serviceChargeCents)]);
  rows.push(['Tax', money(totals.taxCents)]);
  return (
    <dl className="checkout-totals">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
      <dt className="checkout-totals__grand">Total</dt>
      <dd className="checkout-totals__grand">{money(totals.totalCents)}</dd>
    </dl>
  );
}

/**
 * The order confirmation after Place Order: the number, where the confirmation email went, the
 * lines, the totals charged, the ship-to address, the autoships started and the card used. It is
 * the answer place-order gave, kept for this tab (a guest has no account to read the order from);
 * a reload shows it again, and the purchase is reported the first time only.
 */
export function OrderConfirmation({ confirmationId, signedIn, onFirstView }: OrderConfirmationProps) {
  const order = useMemo(() => readPlacedOrder(confirmationId), [confirmationId]);

  useEffect(() => {
    if (order && claimPurchaseReport(confirmationId)) onFirstView(order);
  }, [order, confirmationId, onFirstView]);

  if (!order)
    return (
      <EmptyState
        title="Thank you for your order"
        description={
          signedIn
            ? 'This order is not open in this window any more. You can find it in My Orders.'
            : 'This order is not open in this window any more. Its confirmation was sent to your email.'
        }
        action={
          signedIn ? (
            <Link to="/account/orders">My Orders</Link>
          ) : (
            <Link to="/products">Continue Shopping</Link>
          )
        }
      />
    );

  const address = order.shippingAddress;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <div className="checkout-confirmation">
      <section className="checkout-confirmation__banner" aria-labelledby="confirmation-heading">
        <h2 id="confirmation-heading">Thank you! Your order {order.number} is placed.</h2>
        <p>
          A confirmation was sent to <strong>{order.email}</strong>.
        </p>
        {order.subscriptions.length > 0 ? (
          <p>
            Your autoship starts with this order; the next one ships on{' '}
            {order.subscriptions.map((subscription) => subscription.nextOrderDate).join(', ')}.
          </p>
        ) : null}
      </section>
      <section className="checkout-section" aria-labelledby="confirmation-items-heading">
        <h2 id="confirmation-items-heading" className="checkout-section__title">
          Items
        </h2>
        <ul className="checkout-lines">
          {order.lines.map((line) => (
            <li key={`${line.sku}-${line.sellingPlanId ?? 'once'}`} className="checkout-line">
              <span className="checkout-line__name">
                {line.productTitle}
                <span className="checkout-line__note">{line.variantTitle}</span>
              </span>
              <span className="checkout-line__quantity">Qty {line.quantity}</span>
              <span className="checkout-line__total">{money(line.lineTotalCents)}</span>
            </li>
          ))}
        </ul>
        <Totals order={order} />
        <p className="checkout-section__note">
          Paid with {order.payment.brand} ending in {order.payment.last4}.
        </p>
      </section>
      <section className="checkout-section" aria-labelledby="confirmation-ship-to-heading">
        <h2 id="confirmation-ship-to-heading" className="checkout-section__title">
          Shipping to
        </h2>
        {name ? <p className="checkout-choice__title">{name}</p> : null}
        <PostalAddress address={address} />
      </section>
      <div className="checkout-confirmation__actions">
        {signedIn ? <Link to="/account/orders">View My Orders</Link> : null}
        <Link className="ui-button ui-button--primary" to="/products">
          Continue Shopping
        </Link>
      </div>
    </div>
  );
}
