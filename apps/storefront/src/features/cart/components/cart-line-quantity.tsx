import { lineLimitMessage, maxLineQuantity, MIN_QUANTITY } from '@shop/cart';
import { QuantityStepper } from '@shop/ui';

export interface CartLineQuantityProps {
  quantity: number;
  /** Autoship lines stop at 5, one-time lines at 10 (SPEC §5). */
  autoship: boolean;
  /** The new quantity, already within the line's limits; the caller updates the cart. */
  onChange: (quantity: number) => void;
  productTitle: string;
  /** While the line is being saved, or the variant cannot ship. */
  disabled?: boolean;
}

/**
 * A cart line's quantity: libs/ui's stepper with the line's limits (libs/cart maxLineQuantity) and
 * the wording that explains them, so autoship and one-time lines say why they stop where they do.
 */
export function CartLineQuantity({
  quantity,
  autoship,
  onChange,
  productTitle,
  disabled,
}: CartLineQuantityProps) {
  const max = maxLineQuantity(autoship);
  return (
    <QuantityStepper
      label={`Quantity of ${productTitle}`}
      value={quantity}
      onChange={onChange}
      min={MIN_QUANTITY}
      max={max}
      disabled={disabled}
      limitMessage={lineLimitMessage(max, autoship)}
    />
  );
}
