import { DISCOUNT_CODE_MAX_LENGTH, MAX_DISCOUNT_CODES } from '@shop/cart';
import { Button, TextField } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '../../../lib/cart/cart-cache';
import { isAutomaticCode, useCartDiscountCodes } from '../hooks/use-cart-discount-codes';
import './cart-order-details.css';

/**
 * The cart page's discount code field (SPEC §7 update-cart-discount-codes): apply a code, see why
 * one does not apply (the API's own words), remove one. What happened is said in a live region that
 * is always on the page, so screen readers hear it. Consumer site only: staff pay the program
 * discount (SPEC §6) and have no codes to enter.
 */
export function CartDiscountCodes({ cart }: { cart: Cart }) {
  const codes = useCartDiscountCodes(cart);
  const [entered, setEntered] = useState('');
  const statusId = useId();
  const refused = codes.notice?.kind === 'refused';
  const full = cart.discountCodes.filter((code) => !isAutomaticCode(code)).length >= MAX_DISCOUNT_CODES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (entered.trim() === '' || codes.busy) return;
    void codes.apply(entered).then((applied) => applied && setEntered(''));
  };

  return (
    <section className="cart-order-details__section" aria-label="Discount codes">
      <form className="cart-order-details__code-form" onSubmit={submit} noValidate>
        <TextField
          label="Discount code"
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          value={entered}
          onChange={(event) => setEntered(event.target.value)}
          disabled={full}
          hint={full ? `Up to ${MAX_DISCOUNT_CODES} codes per order.` : undefined}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? statusId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={full || codes.busy || entered.trim() === ''}>
          {codes.busy ? 'Applying…' : 'Apply'}
        </Button>
      </form>
      {cart.discountCodes.length > 0 ? (
        <ul className="cart-order-details__codes" aria-label="Discount codes on your cart">
          {cart.discountCodes.map((code) => (
            <li key={code.code} className="cart-order-details__code">
              <span className="cart-order-details__code-name">{code.code}</span>
              {isAutomaticCode(code) ? (
                <span> applied automatically</span>
              ) : (
                <>
                  <span>{code.applicable ? ' applied' : ` not applied: ${code.message ?? ''}`}</span>
                  <Button
                    variant="secondary"
                    className="cart-order-details__remove"
                    aria-label={`Remove discount code ${code.code}`}
                    disabled={codes.busy}
                    onClick={() => codes.remove(code.code)}
                  >
                    Remove
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p
        id={statusId}
        className={
          refused
            ? 'cart-order-details__status cart-order-details__status--refused'
            : 'cart-order-details__status'
        }
        role="status"
      >
        {codes.notice?.text ?? ''}
      </p>
    </section>
  );
}
