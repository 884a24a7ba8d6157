import { FormAlert, TextField } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import type { Customer } from '../../../lib/session/session-queries';
import { useSignIn } from '../hooks/use-sign-in';
import { emailProblem, requiredProblem } from '../model/field-checks';
import { endedForInactivity } from '../model/session-lifecycle';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';

export interface LoginFormProps {
  /** What follows a sign-in (the page sets the ZIP, the cart and where to go). */
  onSignedIn: (customer: Customer) => void | Promise<void>;
  /** Links to the other sign-in pages, with their query (the redirect) kept. */
  registerHref?: string;
  forgotPasswordHref?: string;
}

/**
 * The consumer sign-in form (SPEC §2 /shelter/login): email and password, checked before the call
 * (an empty or malformed field is marked inline and focused), then the API's answer shown as it
 * gives it (message and code; a rate limit with its wait). Tells a shopper whose session ended for
 * inactivity why they are here.
 */
export function LoginForm({
  onSignedIn,
  registerHref = '/shelter/register',
  forgotPasswordHref = '/shelter/forgot-password',
}: LoginFormProps) {
  const form = useFieldForm({ email: '', password: '' });
  const [inactiveNotice] = useState(endedForInactivity);
  const signIn = useSignIn(onSignedIn);

  const onSubmit = () => {
    const { email, password } = form.values;
    if (form.showProblems({ email: emailProblem(email), password: requiredProblem(password, 'password') }))
      signIn.mutate({ email, password });
  };

  return (
    <AuthForm
      form={form}
      label="Log in"
      onSubmit={onSubmit}
      call={signIn}
      submitLabel="Log In"
      busyLabel="Logging in…"
      intro={
        inactiveNotice ? (
          <FormAlert tone="info">
            You were logged out because you were inactive. Please log in again.
          </FormAlert>
        ) : null
      }
      footer={
        <ul className="link-row auth-form__links">
          <li>
            <Link to={forgotPasswordHref}>Forgot your password?</Link>
          </li>
          <li>
            <Link to={registerHref}>Create an account</Link>
          </li>
        </ul>
      }
    >
      <EmailField {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
    </AuthForm>
  );
}
