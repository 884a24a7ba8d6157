import { Button, FormAlert, TextField } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import type { Customer } from '../../../lib/session/session-queries';
import { useSignIn } from '../hooks/use-sign-in';
import {
  emailProblem,
  newPasswordProblem,
  PASSWORD_POLICY_HINT,
  requiredProblem,
} from '../model/field-checks';
import { focusFirstInvalid, hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import '../../../lib/forms/form-layout.css';
import './auth-form.css';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

export interface RegisterFormProps {
  onSignedIn: (customer: Customer) => void | Promise<void>;
  loginHref?: string;
}

/**
 * Creating a consumer account (SPEC §2 /shelter/register): names, email and a password under the
 * shop's policy (at least 8 characters, no composition rules; the hint says so up front). Success
 * signs the new customer in.
 */
export function RegisterForm({ onSignedIn, loginHref = '/shelter/login' }: RegisterFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const signUp = useSignIn(onSignedIn);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldProblems<Field> = {
      firstName: requiredProblem(values.firstName, 'first name'),
      lastName: requiredProblem(values.lastName, 'last name'),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    };
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    signUp.mutate(values);
  };

  if (signUp.data?.kind === 'checkEmail') {
    return (
      <div className="form-stack auth-form">
        <FormAlert tone="info">{signUp.data.message}</FormAlert>
        <p>
          <Link to={loginHref}>Go to log in</Link>
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      className="form-stack auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Create account"
    >
      {signUp.isError ? <ApiFailureAlert error={signUp.error} /> : null}
      <div className="form-row">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={100}
          value={values.firstName}
          error={problems.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={100}
          value={values.lastName}
          error={problems.lastName}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={problems.email}
        onChange={set('email')}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_POLICY_HINT}
        value={values.password}
        error={problems.password}
        onChange={set('password')}
      />
      <div className="auth-form__actions">
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Create Account'}
        </Button>
      </div>
      <p>
        Already have an account? <Link to={loginHref}>Log in</Link>
      </p>
    </form>
  );
}
