import { isPlausiblePhone } from '@shop/identity';
import { Button, CheckboxField, FormAlert, TextField } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { focusFirstInvalid, hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import type { Customer } from '../../../lib/session/session-queries';
import { saveProfile } from '../api/account-queries';
import '../../../lib/forms/form-layout.css';
import './account-page.css';

type Field = 'firstName' | 'lastName' | 'phone' | 'acceptsMarketing';
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'phone', 'acceptsMarketing'];
const NAME_MAX_LENGTH = 100;

function nameProblem(value: string, label: string): string | null {
  if (value.trim() === '') return `Enter your ${label}`;
  return value.trim().length > NAME_MAX_LENGTH ? `Use at most ${NAME_MAX_LENGTH} characters` : null;
}

/**
 * The customer's own details (SPEC §2 /account/my-profile): first and last name, phone and
 * marketing consent, saved with update-customer. The API saves what it accepts and lists what it
 * refused as userErrors; each is shown on its field (SPEC §5: nothing refused is kept locally,
 * the form shows the customer as saved).
 */
export function ProfileForm({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone ?? '',
    acceptsMarketing: customer.acceptsMarketing,
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
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
      setProblems(byField);
      setOtherErrors(rest);
      if (hasProblems(byField)) focusFirstInvalid(formRef.current);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phone = values.phone.trim();
    const found: FieldProblems<Field> = {
      firstName: nameProblem(values.firstName, 'first name'),
      lastName: nameProblem(values.lastName, 'last name'),
      phone: phone === '' || isPlausiblePhone(phone) ? null : 'Enter a phone number like (303) 555-0100',
    };
    setProblems(found);
    setOtherErrors([]);
    if (hasProblems(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate();
  };

  const refused = save.isSuccess && (hasProblems(problems) || otherErrors.length > 0);
  return (
    <form
      ref={formRef}
      className="form-stack account-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="My profile"
    >
      {save.isError ? <ApiFailureAlert error={save.error} /> : null}
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
      <div className="form-row">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.firstName}
          error={problems.firstName}
          onChange={(event) => setValues((current) => ({ ...current, firstName: event.target.value }))}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={NAME_MAX_LENGTH}
          value={values.lastName}
          error={problems.lastName}
          onChange={(event) => setValues((current) => ({ ...current, lastName: event.target.value }))}
        />
      </div>
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="Optional. Used only about your orders."
        maxLength={30}
        value={values.phone}
        error={problems.phone}
        onChange={(event) => setValues((current) => ({ ...current, phone: event.target.value }))}
      />
      <CheckboxField
        label="Email me news and offers"
        checked={values.acceptsMarketing}
        error={problems.acceptsMarketing}
        onChange={(event) => setValues((current) => ({ ...current, acceptsMarketing: event.target.checked }))}
      />
      <div className="account-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
