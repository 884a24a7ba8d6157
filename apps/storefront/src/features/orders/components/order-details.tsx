import type { OrderAddressDto, OrderDto, OrderLineItemDto } from '@shop/api-client';
import { EmptyState, ErrorState, PostalAddress, Skeleton, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../lib/api/api-failure-alert';
import { orderQueryOptions } from '../api/order-queries';
import type { BuyAgainResult } from '../model/buy-again';
import { BuyAgainButton } from './buy-again-button';
import {
  autoshipFrequencyLabel,
  formatMoney,
  formatOrderDate,
  isZero,
  orderStatusLabel,
} from '../model/order-formatting';
import './orders.css';

const ORDERS_PATH = '/account/orders';

/**
 * One of the customer's orders (SPEC §2 /account/orders/{id}, 'My Order Details'): number, status
 * and dates, every line with its autoship frequency, the totals as they were charged, and where it
 * ships, and Buy again. An unknown order and another customer's look the same: not found.
 */
export function OrderDetails({
  orderId,
  onBuyAgainAdded,
}: {
  orderId: string;
  /** Lines were added to the cart by Buy again (the route reports them). */
  onBuyAgainAdded?: (order: OrderDto, result: BuyAgainResult) => void;
}) {
  const order = useQuery(orderQueryOptions(orderId));

  if (order.isPending)
    return (
      <div aria-busy="true" className="order-card">
        <VisuallyHidden>Loading your order…</VisuallyHidden>
        <Skeleton width="30%" />
        <Skeleton width="60%" />
        <Skeleton shape="block" height="8rem" />
      </div>
    );
  if (order.isError)
    return (
      <ErrorState
        message={`We couldn't load this order. ${failureText(order.error)}`}
        onRetry={() => void order.refetch()}
        retrying={order.isRefetching}
      />
    );
  if (order.data === null)
    return (
      <EmptyState
        title="Order not found"
        description="We couldn't find this order in your account. It may belong to another account, or the link may be mistyped."
        action={<Link to={ORDERS_PATH}>Back to My Orders</Link>}
      />
    );
  return <OrderView order={order.data} onBuyAgainAdded={onBuyAgainAdded} />;
}

function OrderView({
  order,
  onBuyAgainAdded,
}: {
  order: OrderDto;
  onBuyAgainAdded?: (order: OrderDto, result: BuyAgainResult) => void;
}) {
  return (
    <div className="order-list">
      <section className="order-card" aria-labelledby="order-summary-heading">
        <h2 id="order-summary-heading" className="order-card__number">
          Order {order.number}
        </h2>
        <dl className="order-facts">
          <div>
            <dt>Status</dt>
            <dd>{orderStatusLabel(order.status)}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>{formatOrderDate(order.placedAt)}</dd>
          </div>
          {order.shippedAt ? (
            <div>
              <dt>Shipped</dt>
              <dd>{formatOrderDate(order.shippedAt)}</dd>
            </div>
          ) : null}
          {order.cancelledAt ? (
            <div>
              <dt>Cancelled</dt>
              <dd>{formatOrderDate(order.cancelledAt)}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className="order-card" aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="order-card__number">
          Items
        </h2>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="order-lines__number">
                Quantity
              </th>
              <th scope="col" className="order-lines__number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lineItems.edges.map(({ node }) => (
              <OrderLine key={node.id} line={node} />
            ))}
          </tbody>
        </table>
      </section>

      <section className="order-card" aria-labelledby="order-totals-heading">
        <h2 id="order-totals-heading" className="order-card__number">
          Order summary
        </h2>
        <OrderTotals order={order} />
      </section>

      <section className="order-card" aria-labelledby="order-ship-to-heading">
        <h2 id="order-ship-to-heading" className="order-card__number">
          Shipping address
        </h2>
        <OrderAddress address={order.shippingAddress} />
      </section>

      <BuyAgainButton order={order} onAdded={onBuyAgainAdded} />
      <Link to={ORDERS_PATH}>Back to My Orders</Link>
    </div>
  );
}

function OrderLine({ line }: { line: OrderLineItemDto }) {
  return (
    <tr>
      <td>
        {line.title}
        <span className="order-line__note">{line.variantTitle}</span>
        {line.frequencyDays !== null ? (
          <span className="order-line__note">Autoship: {autoshipFrequencyLabel(line.frequencyDays)}</span>
        ) : null}
      </td>
      <td className="order-lines__number">{line.quantity}</td>
      <td className="order-lines__number">
        {isZero(line.totalDiscount) ? null : (
          <s className="order-line__note">
            <VisuallyHidden>Was </VisuallyHidden>
            {formatMoney(line.originalTotal)}
          </s>
        )}
        {formatMoney(line.total)}
      </td>
    </tr>
  );
}

/** The charged totals; the discount and the Alaska/Hawaii service charge show only when there is one. */
function OrderTotals({ order }: { order: OrderDto }) {
  const rows: [string, string][] = [['Subtotal', formatMoney(order.subtotal)]];
  if (!isZero(order.totalDiscounts)) rows.push(['Discounts', `-${formatMoney(order.totalDiscounts)}`]);
  rows.push(['Shipping', isZero(order.shipping) ? 'Free' : formatMoney(order.shipping)]);
  if (!isZero(order.serviceCharge)) rows.push(['Service charge', formatMoney(order.serviceCharge)]);
  rows.push(['Tax', formatMoney(order.tax)]);
  return (
    <dl className="order-totals">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
      <dt className="order-totals__grand">Total</dt>
      <dd className="order-totals__grand">{formatMoney(order.total)}</dd>
    </dl>
  );
}

function OrderAddress({ address }: { address: OrderAddressDto }) {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return (
    <div>
      {name ? <p className="order-address">{name}</p> : null}
      <PostalAddress address={address} className="order-address" />
    </div>
  );
}
