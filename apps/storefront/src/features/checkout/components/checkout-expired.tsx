import { EmptyState } from '@shop/ui';
import { Link } from 'react-router';
import { CART_PAGE_PATH } from '../model/checkout-paths';

/**
 * A checkout link that can no longer be used (expired, another session's, the cart gone): nothing
 * on the page can fix it, so the shopper is sent back to the cart to start again. Also used when
 * the cart itself must change first (over the order limit).
 */
export function CheckoutExpired({
  title = 'Your checkout has expired',
  message,
}: {
  title?: string;
  message: string;
}) {
  return (
    <EmptyState
      title={title}
      description={message}
      action={
        <Link className="ui-button ui-button--primary" to={CART_PAGE_PATH}>
          Back to cart
        </Link>
      }
    />
  );
}
