import type { CartLineDto } from '@shop/api-client';
import { formatPrice, productCardLink } from '@shop/catalog';
import { Button, SelectField } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { subscriptionPlansQueryOptions } from '../api/subscription-plan-queries';
import { AutoshipLimitAlert } from './autoship-limit-alert';
import { CartLineQuantity } from './cart-line-quantity';
import './cart-line-item.css';

/** The frequency select's value for 'no autoship'. */
const ONE_TIME = 'one-time';

export interface CartLineItemProps {
  line: CartLineDto;
  /** The ZIP the stock marks were checked for, named in 'cannot ship to {zip}'. */
  stockZip?: string | null;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** A plan id makes the line autoship, null one-time (staff choose autoship here, SPEC §2). */
  onPlanChange: (sellingPlanId: string | null) => void;
  /** While a change of this line is saved. */
  busy?: boolean;
}

function amount(money: { amount: string }): string {
  return formatPrice(Number(money.amount));
}

/**
 * One line of the cart page: image, title (to the product), variant, unit price, the quantity with
 * its limits (10 one-time, 5 autoship), Remove, the delivery choice (one-time or an autoship
 * frequency the product is offered with), the stock mark at the shopper's ZIP and the line's total
 * with its savings.
 */
export function CartLineItem({
  line,
  stockZip,
  onQuantityChange,
  onRemove,
  onPlanChange,
  busy = false,
}: CartLineItemProps) {
  const plan = line.sellingPlanAllocation;
  const autoship = plan !== null;
  const plans = useQuery(subscriptionPlansQueryOptions(line.variant.sku));
  const offered = plans.data?.eligible ? plans.data.sellingPlans : [];
  const choices = [
    { value: ONE_TIME, label: 'One-time purchase' },
    ...offered.map((candidate) => ({ value: candidate.id, label: `Autoship: ${candidate.name}` })),
  ];
  // The line's own plan stays listed even if the offer changed since it was added.
  if (plan && !offered.some((candidate) => candidate.id === plan.sellingPlan.id))
    choices.push({ value: plan.sellingPlan.id, label: `Autoship: ${plan.sellingPlan.name}` });
  const cannotShip = line.stock !== null && !line.stock.inStock;
  const href = productCardLink(line.variant);
  const title = line.product.title;

  return (
    <li className="cart-line" data-line-id={line.id} aria-busy={busy || undefined}>
      <Link to={href} className="cart-line__image-link" tabIndex={-1} aria-hidden="true">
        {line.variant.image.url ? (
          <img className="cart-line__image" src={line.variant.image.url} alt="" width={96} height={96} />
        ) : null}
      </Link>
      <div className="cart-line__details">
        <h2 className="cart-line__title">
          <Link to={href}>{title}</Link>
        </h2>
        <p className="cart-line__variant">{line.variant.title}</p>
        <p className="cart-line__price">
          {autoship ? (
            <>
              {amount(plan.price)} <span className="cart-line__was">{amount(line.variant.price)}</span> each
              on autoship
            </>
          ) : (
            <>{amount(line.variant.price)} each</>
          )}
        </p>
        {cannotShip ? (
          <p className="cart-line__stock" role="status">
            {stockZip ? `Out of stock: cannot ship to ${stockZip}` : 'Out of stock at your location'}
          </p>
        ) : null}
        {offered.length > 0 || autoship ? (
          <SelectField
            label={`Delivery for ${title}`}
            className="cart-line__plan"
            value={plan?.sellingPlan.id ?? ONE_TIME}
            disabled={busy}
            onChange={(event) => onPlanChange(event.target.value === ONE_TIME ? null : event.target.value)}
            options={choices}
          />
        ) : null}
        {autoship ? <AutoshipLimitAlert requestedQuantity={line.quantity} /> : null}
      </div>
      <div className="cart-line__controls">
        <CartLineQuantity
          quantity={line.quantity}
          autoship={autoship}
          productTitle={title}
          onChange={onQuantityChange}
        />
        <Button
          variant="ghost"
          className="cart-line__remove"
          onClick={onRemove}
          aria-label={`Remove ${title}`}
        >
          Remove
        </Button>
      </div>
      <p className="cart-line__total">
        {line.cost.discountCents > 0 ? (
          <span className="cart-line__was">{amount(line.cost.subtotalAmount)}</span>
        ) : null}{' '}
        <strong>{amount(line.cost.totalAmount)}</strong>
      </p>
    </li>
  );
}
