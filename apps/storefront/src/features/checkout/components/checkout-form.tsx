import type { CheckoutDto, PlacedOrderDto } from '@shop/api-client';
import { Button, StaffAllowanceNotice } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { apiFieldProblems } from '../../../lib/forms/form-state';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import '../../../lib/forms/form-layout.css';
import { checkoutChargesQueryOptions, checkoutQueryOptions, usePlaceOrder } from '../api/checkout-queries';
import { checkoutFailure, type CheckoutFailure } from '../model/checkout-failure';
import {
  checkCheckoutForm,
  initialCheckoutValues,
  shipToStateOf,
  type CheckoutField,
  type CheckoutFormValues,
} from '../model/checkout-form-values';
import { CART_PAGE_PATH } from '../model/checkout-paths';
import { attemptKeyFor } from '../model/idempotency-key';
import { ContactSection } from './contact-section';
import { OrderReview } from './order-review';
import { PaymentSection } from './payment-section';
import { ShipToSection } from './ship-to-section';

export interface CheckoutFormProps {
  token: string;
  checkout: CheckoutDto;
  /** The order is placed: the page moves on to its confirmation. */
  onPlaced: (order: PlacedOrderDto) => void;
  /** The link cannot be used any more: the page says so and sends the shopper back to the cart. */
  onExpired: (message: string) => void;
}

/** The API's field of a refused place-order ('shippingAddress.zip', 'card.number') as the form's. */
function formFieldOf(apiField: string): CheckoutField | undefined {
  const last = apiField.split('.').at(-1);
  if (last === 'province') return 'provinceCode';
  const fields: Record<string, CheckoutField> = { expMonth: 'expiry', expYear: 'expiry' };
  if (last && fields[last]) return fields[last];
  const known: readonly string[] = [
    'email',
    'firstName',
    'lastName',
    'address1',
    'address2',
    'city',
    'provinceCode',
    'zip',
    'phone',
    'number',
    'cvc',
  ];
  return last && known.includes(last) ? (last as CheckoutField) : undefined;
}

/**
 * The checkout form (SPEC §2/§4): contact, ship-to, review with the API's charges for the chosen
 * state, payment and Place Order. One Idempotency-Key per attempt, reused for every press (a
 * double click or a retry never makes two orders); the button is also held while the order is
 * being placed. A declined card or a stock problem keeps everything typed and says what is wrong
 * in an alert; the fields' own problems are marked on them and the first gets focus.
 */
export function CheckoutForm({ token, checkout, onPlaced, onExpired }: CheckoutFormProps) {
  const form = useFieldForm<CheckoutFormValues, CheckoutField>(() => initialCheckoutValues(checkout));
  const [attemptKey] = useState(() => attemptKeyFor(token));
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const placing = useRef(false);
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const provinceCode = shipToStateOf(checkout, form.values);
  const chargesQuery = checkoutChargesQueryOptions(token, provinceCode);
  const charges = useQuery(chargesQuery);
  // What the shopper was shown: the API refuses (409 CHECKOUT_TOTAL_CHANGED) rather than charge
  // another amount. Not sent while the charges are being recalculated.
  const shownTotalCents = charges.data && !charges.isFetching ? charges.data.totalCents : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (placing.current) return;
    const check = checkCheckoutForm(checkout, form.values);
    if (!form.showProblems(check.ok ? {} : check.problems) || !check.ok) return;
    placing.current = true;
    setFailure(null);
    placeOrder.mutate(
      { body: { token, ...check.body, expectedTotalCents: shownTotalCents }, idempotencyKey: attemptKey },
      {
        onSuccess: (order) => onPlaced(order),
        onError: (error) => {
          placing.current = false;
          const found = checkoutFailure(error, checkout.lines);
          if (found.kind === 'expired') return onExpired(found.message);
          if (found.kind === 'changed') {
            void queryClient.invalidateQueries({ queryKey: chargesQuery.queryKey });
            void queryClient.invalidateQueries({ queryKey: checkoutQueryOptions(token).queryKey });
          }
          if (error instanceof ApiError && error.status === 400)
            form.showProblems(apiFieldProblems(error.details, formFieldOf));
          setFailure(found);
        },
      },
    );
  };

  const chargesError = charges.isError
    ? `We couldn't calculate shipping and tax. ${checkoutFailure(charges.error).message}`
    : null;

  return (
    <form ref={form.formRef} className="checkout-form" noValidate onSubmit={submit} aria-label="Checkout">
      <div className="checkout-form__main">
        <ContactSection checkout={checkout} email={form.field('email')} />
        <ShipToSection
          checkout={checkout}
          shipTo={form.values.shipTo}
          onShipTo={(id) => form.setValue('shipTo', id)}
          field={form.field}
        />
        <PaymentSection field={form.field} />
      </div>
      <div className="checkout-form__side">
        <OrderReview
          checkout={checkout}
          charges={{ data: charges.data, pending: charges.isFetching, error: chargesError }}
        />
        {checkout.staffQuota ? (
          <StaffAllowanceNotice
            quotaValue={checkout.staffQuota.quotaValue}
            quotaValueCents={checkout.staffQuota.quotaValueCents}
            orderCents={checkout.totals.cartSubtotalCents}
          />
        ) : null}
        {/* Always rendered, so assistive technology is already listening when a refusal appears. */}
        <div className={failure ? 'checkout-form__failure' : undefined} role="alert">
          {failure ? <p>{failure.message}</p> : null}
          {failure?.kind === 'stock' ? <Link to={CART_PAGE_PATH}>Change your cart</Link> : null}
        </div>
        <Button
          type="submit"
          variant="primary"
          disabled={placeOrder.isPending}
          aria-busy={placeOrder.isPending}
        >
          {placeOrder.isPending ? 'Placing your order…' : 'Place Order'}
        </Button>
        <Link to={CART_PAGE_PATH} className="checkout-form__back">
          Back to cart
        </Link>
      </div>
    </form>
  );
}
