import type { SellingPlanDto } from '@shop/api-client';
import { clampQuantity } from '@shop/cart';
import { AUTOSHIP_SAVING_PERCENT } from '@shop/catalog';
import { Button, SelectField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { subscriptionPlansQueryOptions } from '../api/subscription-plan-queries';
import { AutoshipLimitAlert } from './autoship-limit-alert';
import './add-to-cart-controls.css';

/** What the shopper asked to add: how many and, for autoship, the plan. */
export interface AddToCartChoice {
  quantity: number;
  sellingPlan: SellingPlanDto | null;
}

export interface AddToCartControlsProps {
  sku: string;
  productTitle: string;
  /** The quantity chosen beside these controls (the card's or page's stepper). */
  quantity: number;
  /** SPEC §4: out-of-stock variants disable the add button. */
  outOfStock: boolean;
  /**
   * One-time or autoship (SPEC §2): the consumer site offers autoship on cards and the product
   * page; the staff site never does (staff choose autoship for a line in the cart).
   */
  autoshipOffered: boolean;
  /** The product page lists frequencies and prices at once; a card asks only when autoship is picked. */
  layout: 'card' | 'page';
  /** Resolves when the cart answered; a failure is shown with `error`. */
  onAdd: (choice: AddToCartChoice) => void;
  busy?: boolean;
  /** The last add's failure, said for the shopper. */
  error?: string | null;
}

/**
 * Add to cart on a product card or the product page: on the consumer site one-time or 'Autoship &
 * save 5%' with a delivery frequency from get-ordergroove-product-by-sku, the autoship limit alert
 * from 5 (SPEC §4; an autoship add is capped at 5, the server's limit), and the button, disabled
 * while out of stock or adding.
 */
export function AddToCartControls({
  sku,
  productTitle,
  quantity,
  outOfStock,
  autoshipOffered,
  layout,
  onAdd,
  busy = false,
  error,
}: AddToCartControlsProps) {
  const name = useId();
  const [autoshipPicked, setAutoship] = useState(false);
  const [planId, setPlanId] = useState<string | null>(null);
  const wantPlans = autoshipOffered && (layout === 'page' || autoshipPicked);
  const plans = useQuery({ ...subscriptionPlansQueryOptions(sku), enabled: wantPlans });
  const offered = plans.data?.eligible ? plans.data.sellingPlans : [];
  const plan = offered.find((candidate) => candidate.id === planId) ?? offered[0] ?? null;
  const notOffered = plans.isSuccess && offered.length === 0;
  // A product without plans falls back to one-time, even if autoship was picked before we knew.
  const autoship = autoshipPicked && !notOffered;
  const canAdd = !outOfStock && !busy && (!autoship || plan !== null);

  const add = () => {
    if (!canAdd) return;
    onAdd({
      quantity: clampQuantity(quantity, autoship),
      sellingPlan: autoship ? plan : null,
    });
  };

  return (
    <div className={`add-to-cart add-to-cart--${layout}`}>
      {autoshipOffered ? (
        <fieldset className="add-to-cart__purchase" disabled={outOfStock}>
          <legend className="add-to-cart__legend">How would you like to buy {productTitle}?</legend>
          <label className="add-to-cart__option">
            <input type="radio" name={name} checked={!autoship} onChange={() => setAutoship(false)} />
            <span>One-time purchase</span>
          </label>
          <label className="add-to-cart__option">
            <input
              type="radio"
              name={name}
              checked={autoship}
              disabled={notOffered}
              onChange={() => setAutoship(true)}
            />
            {/* The prices themselves are the price lines' beside these controls. */}
            <span>Autoship &amp; save {AUTOSHIP_SAVING_PERCENT}%</span>
          </label>
          {notOffered ? <p className="add-to-cart__hint">Autoship is not offered for this product.</p> : null}
          {autoship && plans.isPending ? (
            <p className="add-to-cart__hint">Loading delivery options…</p>
          ) : null}
          {autoship && plans.isError ? (
            <p className="add-to-cart__hint" role="alert">
              We couldn&apos;t load the autoship options. Please try again.
            </p>
          ) : null}
          {autoship && offered.length > 0 ? (
            <SelectField
              label="Deliver every"
              value={plan?.id ?? ''}
              onChange={(event) => setPlanId(event.target.value)}
              options={offered.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          ) : null}
          {autoship ? <AutoshipLimitAlert requestedQuantity={quantity} /> : null}
        </fieldset>
      ) : null}
      <Button className="add-to-cart__button" onClick={add} disabled={!canAdd} aria-busy={busy || undefined}>
        {outOfStock ? 'Out of Stock' : busy ? 'Adding…' : 'Add to Cart'}
      </Button>
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
