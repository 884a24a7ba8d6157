import { ALASKA_HAWAII_SERVICE_CHARGE } from '@shop/cart';
import type { CheckoutChargesDto, CheckoutDto, CheckoutLineDto } from '@shop/api-client';
import { formatPrice } from '@shop/catalog';
import { Fragment } from 'react';

const money = (cents: number) => formatPrice(cents / 100);

export interface ChargesState {
  /** The charges for the chosen state; undefined until asked or answered. */
  data?: CheckoutChargesDto;
  pending: boolean;
  /** What to say when they could not be calculated. */
  error: string | null;
}

export interface OrderReviewProps {
  checkout: CheckoutDto;
  charges: ChargesState;
}

function LineRow({ line }: { line: CheckoutLineDto }) {
  return (
    <li className="checkout-line">
      <span className="checkout-line__name">
        {line.productTitle}
        <span className="checkout-line__note">{line.variantTitle}</span>
        {line.frequencyDays !== null ? (
          <span className="checkout-line__note">
            Autoship every {Math.round(line.frequencyDays / 7)} weeks
          </span>
        ) : null}
      </span>
      <span className="checkout-line__quantity">Qty {line.quantity}</span>
      <span className="checkout-line__total">
        {line.discountCents > 0 ? (
          <s className="checkout-line__note">{money(line.lineSubtotalCents)}</s>
        ) : null}
        {money(line.lineTotalCents)}
      </span>
    </li>
  );
}

function shippingText(charges: ChargesState): string {
  if (charges.data) return charges.data.freeShipping ? 'Free' : money(charges.data.shippingCents);
  return charges.pending ? 'Calculating…' : 'Choose where it ships';
}

/**
 * The review of SPEC §2/§4 checkout: the lines as the API priced them now, the savings, shipping
 * (free over the threshold, a flat rate below), the $4 Alaska/Hawaii charge on its own line, tax
 * and the total, all from the API (calculate-charges once the ship-to state is known). The
 * totals are a polite live region: a screen reader hears them change with the state.
 */
export function OrderReview({ checkout, charges }: OrderReviewProps) {
  const { totals } = checkout;
  const rows: Array<[string, string]> = [
    ['Subtotal Before Savings', money(totals.subtotalBeforeSavingsCents)],
  ];
  if (totals.autoshipSavingsCents > 0)
    rows.push(['Autoship savings', `-${money(totals.autoshipSavingsCents)}`]);
  if (totals.programDiscountCents > 0)
    rows.push(['Program Discount', `-${money(totals.programDiscountCents)}`]);
  if (totals.discountCodeSavingsCents > 0)
    rows.push(['Discount code', `-${money(totals.discountCodeSavingsCents)}`]);
  rows.push(['Subtotal', money(totals.cartSubtotalCents)]);
  rows.push(['Shipping', shippingText(charges)]);
  if (charges.data && charges.data.serviceChargeCents > 0)
    rows.push(['Alaska/Hawaii service charge', money(charges.data.serviceChargeCents)]);
  rows.push(['Tax', charges.data ? money(charges.data.taxCents) : '—']);
  const shortOfFree = checkout.freeShippingThresholdCents - totals.freeShippingEligibleSubtotalCents;

  return (
    <section className="checkout-section" aria-labelledby="checkout-review-heading">
      <h2 id="checkout-review-heading" className="checkout-section__title">
        Review your order
      </h2>
      <ul className="checkout-lines" aria-label="Items">
        {checkout.lines.map((line) => (
          <LineRow key={line.lineId} line={line} />
        ))}
      </ul>
      {checkout.discountCodes.map((code) => (
        <p key={code.code} className="checkout-section__note">
          {code.applicable
            ? `Discount code ${code.code} applied.`
            : `Discount code ${code.code} does not apply to this order.`}
        </p>
      ))}
      <dl className="checkout-totals" aria-live="polite" aria-label="Order totals">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt className="checkout-totals__grand">{charges.data ? 'Total' : 'Estimated Total'}</dt>
        <dd className="checkout-totals__grand">
          {money(charges.data ? charges.data.totalCents : totals.cartSubtotalCents)}
        </dd>
      </dl>
      {charges.error ? (
        <p className="checkout-section__error" role="alert">
          {charges.error}
        </p>
      ) : null}
      {shortOfFree > 0 ? (
        <p className="checkout-section__note">
          Orders of {money(checkout.freeShippingThresholdCents)} or more ship free; add {money(shortOfFree)}{' '}
          more to get free shipping.
        </p>
      ) : (
        <p className="checkout-section__note">Your order ships free.</p>
      )}
      <p className="checkout-section__note">
        Alaska and Hawaii add a ${ALASKA_HAWAII_SERVICE_CHARGE} service charge.
      </p>
    </section>
  );
}
