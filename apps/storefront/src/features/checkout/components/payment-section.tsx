import { TextField } from '@shop/ui';
import type { FieldBinding } from '../../../lib/forms/use-field-form';
import { useSite } from '../../../lib/site/site-context';
import type { CardField } from '../model/card-entry';
import { TEST_CARD_HINTS } from '../model/card-entry';

/**
 * The card (number, expiry, security code). It goes to the payment provider with the order and is
 * never kept by the shop. While the built-in test provider takes payments (GET /api/site
 * paymentTestMode), its test cards are listed, since no real card would work.
 */
export function PaymentSection({ field }: { field: (name: CardField) => FieldBinding }) {
  const { paymentTestMode } = useSite();
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment-heading">
      <h2 id="checkout-payment-heading" className="checkout-section__title">
        Payment
      </h2>
      {paymentTestMode ? (
        <div className="checkout-test-cards" role="note" aria-label="Test cards">
          <p>Test mode: no card is charged. Use any future expiry and any 3-digit code with:</p>
          <ul>
            {TEST_CARD_HINTS.map((card) => (
              <li key={card.number}>
                <code>{card.number}</code> {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        maxLength={23}
        {...field('number')}
      />
      <div className="form-row">
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          required
          maxLength={7}
          {...field('expiry')}
        />
        <TextField
          label="Security code"
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          maxLength={4}
          {...field('cvc')}
        />
      </div>
    </section>
  );
}
