import { useSite } from '../../../lib/site/site-context';
import type { Cart } from '../../../lib/cart/cart-cache';
import { CartDiscountCodes } from './cart-discount-codes';
import { CartOrderNote } from './cart-order-note';

/** What the shopper adds to the order besides its lines: discount codes (consumer site) and a note. */
export function CartOrderDetails({ cart }: { cart: Cart }) {
  const { staff } = useSite();
  return (
    <div className="cart-order-details">
      {staff ? null : <CartDiscountCodes cart={cart} />}
      <CartOrderNote cart={cart} />
    </div>
  );
}
