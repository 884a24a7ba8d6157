import { ADDRESS_FIELD_LIMITS, US_STATES } from '@shop/identity';
import { SelectField, TextField } from '@shop/ui';
import type { FieldBinding } from '../../../lib/forms/use-field-form';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const NAME_MAX_LENGTH = 100;

export type NewAddressField =
  'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'phone';

/** A new ship-to address with the recipient's name (the shop delivers in the US only). */
export function NewAddressFields({ field }: { field: (name: NewAddressField) => FieldBinding }) {
  return (
    <fieldset className="checkout-address">
      <legend className="checkout-address__legend">New address</legend>
      <div className="form-row">
        <TextField
          label="First name"
          autoComplete="shipping given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          {...field('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="shipping family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          {...field('lastName')}
        />
      </div>
      <TextField
        label="Street address"
        autoComplete="shipping address-line1"
        required
        maxLength={ADDRESS_FIELD_LIMITS.address1}
        {...field('address1')}
      />
      <TextField
        label="Apartment, suite, etc."
        autoComplete="shipping address-line2"
        maxLength={ADDRESS_FIELD_LIMITS.address2}
        {...field('address2')}
      />
      <div className="form-row">
        <TextField
          label="City"
          autoComplete="shipping address-level2"
          required
          maxLength={ADDRESS_FIELD_LIMITS.city}
          {...field('city')}
        />
        <SelectField
          label="State"
          autoComplete="shipping address-level1"
          required
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          {...field('provinceCode')}
        />
        <TextField
          label="ZIP code"
          autoComplete="shipping postal-code"
          inputMode="numeric"
          required
          maxLength={ADDRESS_FIELD_LIMITS.zip}
          {...field('zip')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="shipping tel"
        hint="Optional, for the carrier."
        maxLength={ADDRESS_FIELD_LIMITS.phone}
        {...field('phone')}
      />
    </fieldset>
  );
}
