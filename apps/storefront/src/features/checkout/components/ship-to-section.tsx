import type { CheckoutDto, ShipToOptionDto } from '@shop/api-client';
import { PostalAddress } from '@shop/ui';
import { useId } from 'react';
import type { FieldBinding } from '../../../lib/forms/use-field-form';
import { NEW_ADDRESS } from '../model/checkout-form-values';
import { NewAddressFields, type NewAddressField } from './new-address-fields';

export interface ShipToSectionProps {
  checkout: CheckoutDto;
  shipTo: string;
  onShipTo: (id: string) => void;
  field: (name: NewAddressField) => FieldBinding;
}

function optionTitle(option: ShipToOptionDto): string {
  if (option.kind === 'clinic') return `Your clinic${option.label ? `: ${option.label}` : ''}`;
  const name = [option.address.firstName, option.address.lastName].filter(Boolean).join(' ');
  return name || option.address.address1;
}

/**
 * Where the order ships, from the API's ship-to options (SPEC §2/§4): a signed-in customer's
 * address book, a staff member's clinic (unless it delivers to members' homes only), or a new
 * address. Native radios, so arrow keys move between the choices.
 */
export function ShipToSection({ checkout, shipTo, onShipTo, field }: ShipToSectionProps) {
  const name = useId();
  const choices = checkout.shipToOptions;
  return (
    <section className="checkout-section" aria-labelledby="checkout-ship-to-heading">
      <h2 id="checkout-ship-to-heading" className="checkout-section__title">
        Ship to
      </h2>
      {checkout.homeDeliveryOnly ? (
        <p className="checkout-section__note">Your clinic has orders delivered to members' homes only.</p>
      ) : null}
      {choices.length > 0 ? (
        <fieldset className="checkout-choices">
          <legend className="checkout-choices__legend">Choose where your order ships</legend>
          {choices.map((option) => (
            <label key={option.id} className="checkout-choice">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={shipTo === option.id}
                onChange={() => onShipTo(option.id)}
              />
              <span className="checkout-choice__body">
                <span className="checkout-choice__title">{optionTitle(option)}</span>
                <PostalAddress address={option.address} className="checkout-choice__address" />
              </span>
            </label>
          ))}
          {checkout.newAddressAllowed ? (
            <label className="checkout-choice">
              <input
                type="radio"
                name={name}
                value={NEW_ADDRESS}
                checked={shipTo === NEW_ADDRESS}
                onChange={() => onShipTo(NEW_ADDRESS)}
              />
              <span className="checkout-choice__title">A new address</span>
            </label>
          ) : null}
        </fieldset>
      ) : null}
      {shipTo === NEW_ADDRESS ? <NewAddressFields field={field} /> : null}
    </section>
  );
}
