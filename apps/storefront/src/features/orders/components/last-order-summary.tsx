import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lastOrderQueryOptions } from '../api/order-queries';
import {
  formatMoney,
  formatOrderDate,
  itemCountLabel,
  itemCountOf,
  orderPath,
  orderStatusLabel,
} from '../model/order-formatting';

/**
 * The dashboard's last order (get-shopify-last-order): number, date, status and total, linked to
 * its page, and the way to all orders. Before a first order it says so.
 */
export function LastOrderSummary({ customerId }: { customerId: string }) {
  const last = useQuery(lastOrderQueryOptions(customerId));

  return (
    <div className="account-card">
      {last.isPending ? <Skeleton width="60%" /> : null}
      {last.isError ? <p>We couldn't load your last order right now.</p> : null}
      {last.data && last.data.order === null ? <p>You have not placed an order yet.</p> : null}
      {last.data?.order ? (
        <p>
          <Link to={orderPath(last.data.order.id)}>Order {last.data.order.number}</Link>
          <br />
          Placed {formatOrderDate(last.data.order.placedAt)} · {orderStatusLabel(last.data.order.status)} ·{' '}
          {itemCountLabel(itemCountOf(last.data.order))} · {formatMoney(last.data.order.total)}
        </p>
      ) : null}
      <Link to="/account/orders">View all orders</Link>
    </div>
  );
}
