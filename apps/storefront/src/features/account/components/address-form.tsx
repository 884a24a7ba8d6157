import type { AddressDto, AddressInputDto } from '@shop/api-client';
import { ADDRESS_FIELD_LIMITS, US_STATES, validateAddress, type AddressField } from '@shop/identity';
import { Button, SelectField, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import {
  apiFieldProblems,
  focusFirstInvalid,
  hasProblems,
  type FieldProblems,
} from '../../../lib/forms/form-state';
import '../../../lib/forms/form-layout.css';

type Field = 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'phone';
const FIELDS: readonly Field[] = ['address1', 'address2', 'city', 'provinceCode', 'zip', 'phone'];

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

/** The form's field for a problem of libs/identity validateAddress or of the API ('address.zip'). */
function formFieldOf(field: string): Field | undefined {
  const last = field.split('.').at(-1) as AddressField | undefined;
  if (last === 'province') return 'provinceCode';
  return FIELDS.find((name) => name === last);
}

export interface AddressFormProps {
  /** The address to edit; none for a new one. */
  address?: AddressDto;
  /** Saves it (create or update); a refusal is shown on the form. */
  onSave: (address: AddressInputDto) => Promise<void>;
  onCancel: () => void;
}

/**
 * Adding or editing a delivery address (SPEC §3 Address; the shop delivers in the US only): street,
 * city, state from the list of the 50 states and DC, ZIP and an optional phone. Checked in the
 * browser with the API's own rule (libs/identity validateAddress), so a ZIP outside the chosen state
 * is caught before saving; whatever the API still refuses is shown on its field.
 */
export function AddressForm({ address, onSave, onCancel }: AddressFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    provinceCode: address?.provinceCode ?? '',
    zip: address?.zip ?? '',
    phone: address?.phone ?? '',
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const save = useMutation({
    mutationFn: onSave,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      const found = apiFieldProblems(error.details, formFieldOf);
      if (error.code === 'ZIP_STATE_MISMATCH' && !found.zip) found.zip = error.message;
      setProblems(found);
      focusFirstInvalid(formRef.current);
    },
  });
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateAddress({ ...values, countryCode: 'US' });
    if (!check.ok) {
      const found: FieldProblems<Field> = {};
      for (const problem of check.problems) {
        const field = formFieldOf(problem.field);
        if (field && !found[field]) found[field] = problem.message;
      }
      setProblems(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setProblems({});
    save.mutate(check.address);
  };

  const fieldErrorsShown = hasProblems(problems);
  return (
    <form
      ref={formRef}
      className="form-stack account-form account-card"
      onSubmit={onSubmit}
      noValidate
      aria-label={address ? 'Edit address' : 'Add an address'}
    >
      {save.isError && !fieldErrorsShown ? <ApiFailureAlert error={save.error} /> : null}
      <TextField
        label="Street address"
        autoComplete="address-line1"
        required
        maxLength={ADDRESS_FIELD_LIMITS.address1}
        value={values.address1}
        error={problems.address1}
        onChange={set('address1')}
      />
      <TextField
        label="Apartment, suite, etc."
        autoComplete="address-line2"
        maxLength={ADDRESS_FIELD_LIMITS.address2}
        value={values.address2}
        error={problems.address2}
        onChange={set('address2')}
      />
      <div className="form-row">
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          maxLength={ADDRESS_FIELD_LIMITS.city}
          value={values.city}
          error={problems.city}
          onChange={set('city')}
        />
        <SelectField
          label="State"
          autoComplete="address-level1"
          required
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          value={values.provinceCode}
          error={problems.provinceCode}
          onChange={set('provinceCode')}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          maxLength={ADDRESS_FIELD_LIMITS.zip}
          value={values.zip}
          error={problems.zip}
          onChange={set('zip')}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional, for the carrier."
        maxLength={ADDRESS_FIELD_LIMITS.phone}
        value={values.phone}
        error={problems.phone}
        onChange={set('phone')}
      />
      <div className="account-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save address'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
