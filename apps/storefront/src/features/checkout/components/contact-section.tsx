import type { CheckoutDto } from '@shop/api-client';
import { TextField } from '@shop/ui';
import type { FieldBinding } from '../../../lib/forms/use-field-form';

export interface ContactSectionProps {
  checkout: CheckoutDto;
  email: FieldBinding;
}

/**
 * Where the confirmation goes: a guest types an email (SPEC §2 checkout, DTC guests may check out);
 * a signed-in customer's or staff member's order goes to their account's address, shown as is.
 */
export function ContactSection({ checkout, email }: ContactSectionProps) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-contact-heading">
      <h2 id="checkout-contact-heading" className="checkout-section__title">
        Contact
      </h2>
      {checkout.emailRequired ? (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          hint="Your order confirmation goes here."
          {...email}
        />
      ) : (
        <p className="checkout-section__note">
          Your order confirmation goes to <strong>{checkout.email}</strong>.
        </p>
      )}
    </section>
  );
}
