import { AUTOSHIP_SAVING_PERCENT, autoshipPrice, formatPrice, freeShippingText } from '@shop/catalog';
import { VisuallyHidden } from '@shop/ui';
import type { ReactNode } from 'react';
import './price-lines.css';

export interface PriceLinesProps {
  price: number;
  compareAt: number | null;
  staff: boolean;
  freeShippingThreshold: number | undefined;
  /** Cards use the compact type scale, the product page the large one. */
  size: 'card' | 'page';
  /** Layout class of the surrounding component (e.g. pushing the lines to the card's bottom). */
  className?: string;
  /** Notes after the shipping line (the delivery estimate on cards). */
  children?: ReactNode;
}

/**
 * The price lines of a variant (SPEC §2): on the consumer site the price (with the compare-at
 * price struck through when higher), the autoship saving and the free-shipping line; on the staff
 * site only 'Compare at' with the compare-at price, since staff see no prices.
 */
export function PriceLines({
  price,
  compareAt,
  staff,
  freeShippingThreshold,
  size,
  className,
  children,
}: PriceLinesProps) {
  const classes = (base: string) => [base, `${base}--${size}`, className].filter(Boolean).join(' ');
  if (staff) {
    return compareAt !== null ? (
      <p className={classes('price-lines__compare-staff')}>Compare at {formatPrice(compareAt)}</p>
    ) : null;
  }
  return (
    <div className={classes('price-lines')}>
      <p className="price-lines__price">
        <VisuallyHidden>Price: </VisuallyHidden>
        <span className="price-lines__amount">{formatPrice(price)}</span>
        {compareAt !== null && compareAt > price ? (
          <>
            {' '}
            <VisuallyHidden>was </VisuallyHidden>
            <s className="price-lines__compare">{formatPrice(compareAt)}</s>
          </>
        ) : null}
      </p>
      <p className="price-lines__autoship">
        Save {AUTOSHIP_SAVING_PERCENT}% with Autoship{' '}
        <span className="price-lines__autoship-price">{formatPrice(autoshipPrice(price))}</span>
      </p>
      <p className="price-lines__note">{freeShippingText(price, freeShippingThreshold)}</p>
      {children}
    </div>
  );
}
