import { quantityLabel } from '@shop/cart';
import { Link } from 'react-router';
import './mini-cart-button.css';

export interface MiniCartButtonProps {
  /** The cart's total quantity (0 without a cart). */
  count: number;
  href?: string;
}

/**
 * The header's cart link with the item count (SPEC §2 mini cart). The badge is drawn for the eye;
 * the link's name says the same in words ('Cart, 3 items'), so a screen reader hears it once.
 */
export function MiniCartButton({ count, href = '/cart' }: MiniCartButtonProps) {
  const quantity = Math.max(0, Math.floor(count));
  return (
    <Link to={href} className="mini-cart-button" aria-label={`Cart, ${quantity} ${quantityLabel(quantity)}`}>
      <svg className="mini-cart-button__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      {quantity > 0 ? (
        <span className="mini-cart-button__badge" aria-hidden="true" data-testid="mini-cart-count">
          {quantity > 99 ? '99+' : quantity}
        </span>
      ) : null}
    </Link>
  );
}
