import { DEFAULT_ADDED_NOTIFICATION, lineSubtotal, quantityLabel } from '@shop/cart';
import { formatPrice, formatWeightLbs } from '@shop/catalog';
import { Button, Dialog } from '@shop/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import './added-to-cart-dialog.css';

/** SPEC §4: the dialog stays hidden this long after it mounts, so a quick add does not flash it. */
export const ADDED_DIALOG_HIDDEN_MS = 750;

/** The line just added, as the dialog shows it. */
export interface AddedCartItem {
  productTitle: string;
  /** e.g. 'Chicken & Rice / 30 lb'. */
  variantTitle?: string | null;
  imageUrl?: string | null;
  /** What one unit costs the shopper (the autoship price on an autoship line), in dollars. */
  price: number;
  /** How many were added. */
  quantity: number;
  weight?: number | null;
  weightUnit?: string | null;
  /** 'Every 4 weeks' on an autoship line. */
  autoshipLabel?: string | null;
}

export interface AddedToCartDialogProps {
  item: AddedCartItem;
  /** The heading; SPEC's 'Item added to your cart!' unless the caller says otherwise. */
  notification?: string;
  /** Closes the dialog: Continue Shopping, Go to Cart, Close, Escape, the backdrop, the timeout. */
  onClose: () => void;
  /** Remove sets the line to 0 (SPEC §4); the caller updates the cart and reports remove_from_cart. */
  onRemove?: (quantity: 0) => void;
  /** Closes by itself this long after it shows; 0 (the default) never. */
  autoCloseMs?: number;
  /** Where 'Go to Cart' leads. */
  cartHref?: string;
}

/**
 * The add-to-cart confirmation of SPEC §2/§4: the notification, the product with '{n} item(s)', its
 * subtotal (price × quantity) and weight in lbs, 'Continue Shopping' (closes) and 'Go to Cart'. It
 * renders nothing for its first 750 ms, then shows as a modal dialog (focus inside, Escape closes);
 * with `autoCloseMs` it closes itself that long after showing.
 */
export function AddedToCartDialog({
  item,
  notification = DEFAULT_ADDED_NOTIFICATION,
  onClose,
  onRemove,
  autoCloseMs = 0,
  cartHref = '/cart',
}: AddedToCartDialogProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ADDED_DIALOG_HIDDEN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!shown || autoCloseMs <= 0) return;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [shown, autoCloseMs, onClose]);

  if (!shown) return null;

  const { productTitle, variantTitle, imageUrl, price, quantity, weight, weightUnit, autoshipLabel } = item;
  const hasWeight = weight !== null && weight !== undefined && Number.isFinite(weight) && weightUnit;

  return (
    <Dialog
      title={notification}
      onClose={onClose}
      className="added-to-cart"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Continue Shopping
          </Button>
          <Link className="ui-button ui-button--primary" to={cartHref} onClick={onClose}>
            Go to Cart
          </Link>
        </>
      }
    >
      <div className="added-to-cart__item">
        {imageUrl ? (
          <img className="added-to-cart__image" src={imageUrl} alt="" width={72} height={72} />
        ) : null}
        <div className="added-to-cart__details">
          <p className="added-to-cart__title">{productTitle}</p>
          {variantTitle ? <p className="added-to-cart__meta">{variantTitle}</p> : null}
          {autoshipLabel ? <p className="added-to-cart__meta">Autoship: {autoshipLabel}</p> : null}
          <dl className="added-to-cart__facts">
            <div>
              <dt>Quantity</dt>
              <dd>
                {quantity} {quantityLabel(quantity)}
              </dd>
            </div>
            {hasWeight ? (
              <div>
                <dt>Weight</dt>
                <dd>{formatWeightLbs(Number(weight), weightUnit)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(lineSubtotal(price, quantity))}</dd>
            </div>
          </dl>
          {onRemove ? (
            <Button variant="ghost" className="added-to-cart__remove" onClick={() => onRemove(0)}>
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
