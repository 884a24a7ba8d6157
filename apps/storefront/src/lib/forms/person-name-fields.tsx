import { CUSTOMER_NAME_MAX_LENGTH } from '@shop/identity';
import { TextField } from '@shop/ui';
import type { FieldBinding } from './use-field-form';
import './form-layout.css';

const PERSON_NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

export type PersonNameField = (typeof PERSON_NAME_FIELDS)[number]['name'];

/**
 * The customer's first and last name side by side, as the sign-up and profile forms ask for them
 * (each at most libs/identity CUSTOMER_NAME_MAX_LENGTH characters).
 */
export function PersonNameFields({ field }: { field: (name: PersonNameField) => FieldBinding }) {
  return (
    <div className="form-row">
      {PERSON_NAME_FIELDS.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          autoComplete={autoComplete}
          required
          maxLength={CUSTOMER_NAME_MAX_LENGTH}
          {...field(name)}
        />
      ))}
    </div>
  );
}
