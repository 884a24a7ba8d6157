import type { OrderDto } from '@shop/api-client';
import { Button, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@shop/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { failureText } from '../../../lib/api/api-failure-alert';
import { ordersQueryOptions } from '../api/order-queries';
import {
  formatMoney,
  formatOrderDate,
  itemCountLabel,
  itemCountOf,
  orderPath,
  orderStatusLabel,
} from '../model/order-formatting';
import './orders.css';

/** Where the empty state sends a shopper who has not ordered yet. */
const SHOP_PATH = '/products';

/**
 * The customer's orders (SPEC §2 /account/orders, §3 Order: edges paged by cursor), newest first:
 * number (to the order's page), date, status, item count and total, on both sites (the staff site
 * hides prices on product cards only; an order's total is what the member paid). More pages load
 * on 'Load more orders' with the last page's endCursor while pageInfo says there are more.
 */
export function OrderList({ customerId }: { customerId: string }) {
  const orders = useInfiniteQuery(ordersQueryOptions(customerId));

  if (orders.isPending)
    return (
      <div aria-busy="true" className="order-list">
        <VisuallyHidden>Loading your orders…</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <div key={row} className="order-card">
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    );
  if (orders.isError && !orders.data)
    return (
      <ErrorState
        message={`We couldn't load your orders. ${failureText(orders.error)}`}
        onRetry={() => void orders.refetch()}
        retrying={orders.isRefetching}
      />
    );

  const list = orders.data.pages.flatMap((page) => page.edges.map((edge) => edge.node));
  if (list.length === 0)
    return (
      <EmptyState
        title="You have not placed an order yet"
        description="When you do, it will show here with its status."
        action={<Link to={SHOP_PATH}>Shop All Pet Food</Link>}
      />
    );

  return (
    <div className="order-list">
      <ul className="order-list__items">
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {orders.isFetchNextPageError ? (
        <ErrorState
          message={`We couldn't load more orders. ${failureText(orders.error)}`}
          onRetry={() => void orders.fetchNextPage()}
          retrying={orders.isFetchingNextPage}
        />
      ) : orders.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void orders.fetchNextPage()}
          disabled={orders.isFetchingNextPage}
        >
          {orders.isFetchingNextPage ? 'Loading…' : 'Load more orders'}
        </Button>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
  return (
    <article className="order-card" aria-labelledby={`order-${order.number}`}>
      <h2 id={`order-${order.number}`} className="order-card__number">
        <Link to={orderPath(order.id)}>Order {order.number}</Link>
      </h2>
      <dl className="order-facts">
        <div>
          <dt>Placed</dt>
          <dd>{formatOrderDate(order.placedAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{itemCountLabel(itemCountOf(order))}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      </dl>
    </article>
  );
}
