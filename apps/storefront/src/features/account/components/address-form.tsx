import type { AddressDto, AddressInputDto } from '@shop/api-client';
import { ADDRESS_FIELD_LIMITS, US_STATES, validateAddress, type AddressField } from '@shop/identity';
import { SelectField, TextField, type TextFieldProps } from '@shop/ui';
import { useRecordForm } from '../hooks/use-record-form';
import { RecordForm } from './record-form';

type Field = 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'phone';
const FIELDS: readonly Field[] = ['address1', 'address2', 'city', 'provinceCode', 'zip', 'phone'];

type TextFieldName = Exclude<Field, 'provinceCode'>;

/** The text fields, each limited to the API's length for it (ADDRESS_FIELD_LIMITS). */
const TEXT_FIELDS: Record<
  TextFieldName,
  Pick<TextFieldProps, 'label' | 'autoComplete' | 'required' | 'inputMode' | 'type' | 'hint'>
> = {
  address1: { label: 'Street address', autoComplete: 'address-line1', required: true },
  address2: { label: 'Apartment, suite, etc.', autoComplete: 'address-line2' },
  city: { label: 'City', autoComplete: 'address-level2', required: true },
  zip: { label: 'ZIP code', autoComplete: 'postal-code', inputMode: 'numeric', required: true },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'Optional, for the carrier.' },
};

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
  const form = useRecordForm({
    initial: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      provinceCode: address?.provinceCode ?? '',
      zip: address?.zip ?? '',
      phone: address?.phone ?? '',
    },
    fieldOf: formFieldOf,
    check: (values) => {
      const check = validateAddress({ ...values, countryCode: 'US' });
      return check.ok ? { ok: true, input: check.address } : check;
    },
    save: onSave,
    // The API names the mismatch by code; it belongs beside the ZIP.
    refusalProblems: (error, found) =>
      error.code === 'ZIP_STATE_MISMATCH' && !found.zip ? { ...found, zip: error.message } : found,
  });
  const textField = (name: TextFieldName) => (
    <TextField {...TEXT_FIELDS[name]} maxLength={ADDRESS_FIELD_LIMITS[name]} {...form.field(name)} />
  );

  return (
    <RecordForm
      form={form}
      label={address ? 'Edit address' : 'Add an address'}
      saveLabel="Save address"
      onCancel={onCancel}
    >
      {textField('address1')}
      {textField('address2')}
      <div className="form-row">
        {textField('city')}
        <SelectField
          label="State"
          autoComplete="address-level1"
          required
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          {...form.field('provinceCode')}
        />
        {textField('zip')}
      </div>
      {textField('phone')}
    </RecordForm>
  );
}
