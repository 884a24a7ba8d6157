import { CUSTOMER_NAME_MAX_LENGTH, isPlausiblePhone, PHONE_MAX_LENGTH } from '@shop/identity';
import { CheckboxField, FormAlert, TextField } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiForm } from '../../../lib/forms/api-form';
import { hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import { PersonNameFields } from '../../../lib/forms/person-name-fields';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import type { Customer } from '../../../lib/session/session-queries';
import { saveProfile } from '../api/account-queries';
import './account-page.css';

type Field = 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'phone', 'acceptsMarketing'];

function nameProblem(value: string, label: string): string | null {
  if (value.trim() === '') return `Enter your ${label}`;
  return value.trim().length > CUSTOMER_NAME_MAX_LENGTH
    ? `Use at most ${CUSTOMER_NAME_MAX_LENGTH} characters`
    : null;
}

/**
 * The customer's own details (SPEC §2 /account/my-profile): first and last name, phone and
 * marketing consent, saved with update-customer. The API saves what it accepts and lists what it
 * refused as userErrors; each is shown on its field (SPEC §5: nothing refused is kept locally,
 * the form shows the customer as saved).
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const form = useFieldForm<
    { firstName: string; lastName: string; phone: string; acceptsMarketing: boolean },
    Field
  >({
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone ?? '',
    acceptsMarketing: customer.acceptsMarketing,
  });
  const { values, problems } = form;
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () =>
      saveProfile(queryClient, customer.id, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() === '' ? null : values.phone.trim(),
        acceptsMarketing: values.acceptsMarketing,
      }),
    onSuccess: (result) => {
      const byField: FieldProblems<Field> = {};
      const rest: string[] = [];
      for (const userError of result.userErrors) {
        const field = FIELDS.find((name) => name === userError.field.at(-1));
        if (field) byField[field] = userError.message;
        else rest.push(userError.message);
      }
      form.showProblems(byField);
      setOtherErrors(rest);
    },
  });

  const onSubmit = () => {
    const phone = values.phone.trim();
    setOtherErrors([]);
    const found: FieldProblems<Field> = {
      firstName: nameProblem(values.firstName, 'first name'),
      lastName: nameProblem(values.lastName, 'last name'),
      phone: phone === '' || isPlausiblePhone(phone) ? null : 'Enter a phone number like (303) 555-0100',
    };
    if (form.showProblems(found)) save.mutate();
  };

  const refused = save.isSuccess && (hasProblems(problems) || otherErrors.length > 0);
  return (
    <ApiForm
      formRef={form.formRef}
      label="My profile"
      className="account-form"
      onSubmit={onSubmit}
      failure={save.error}
      submitLabel="Save changes"
      busyLabel="Saving…"
      busy={save.isPending}
      actionsClassName="account-actions"
    >
      {refused ? (
        <FormAlert>
          <p>Some changes were not saved:</p>
          <ul>
            {[...Object.values(problems).filter(Boolean), ...otherErrors].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      {save.isSuccess && !refused ? <FormAlert tone="success">Your profile has been saved.</FormAlert> : null}
      <p>Email: {customer.email}</p>
      <PersonNameFields field={form.field} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Used only about your orders."
        maxLength={PHONE_MAX_LENGTH}
        {...form.field('phone')}
      />
      <CheckboxField
        label="Email me news and offers"
        checked={values.acceptsMarketing}
        error={problems.acceptsMarketing}
        onChange={(event) => form.setValue('acceptsMarketing', event.target.checked)}
      />
    </ApiForm>
  );
}
