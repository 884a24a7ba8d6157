import { Button, FormAlert, TextField } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import type { Customer } from '../../../lib/session/session-queries';
import { useSignIn } from '../hooks/use-sign-in';
import { emailProblem, requiredProblem } from '../model/field-checks';
import { focusFirstInvalid, hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import { endedForInactivity } from '../model/session-lifecycle';
import '../../../lib/forms/form-layout.css';
import './auth-form.css';

type Field = 'email' | 'password';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const [inactiveNotice] = useState(endedForInactivity);
  const formRef = useRef<HTMLFormElement>(null);
  const signIn = useSignIn(onSignedIn);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldProblems<Field> = {
      email: emailProblem(email),
      password: requiredProblem(password, 'password'),
    };
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    signIn.mutate({ email, password });
  };

  return (
    <form ref={formRef} className="form-stack auth-form" onSubmit={onSubmit} noValidate aria-label="Log in">
      {inactiveNotice ? (
        <FormAlert tone="info">You were logged out because you were inactive. Please log in again.</FormAlert>
      ) : null}
      {signIn.isError ? <ApiFailureAlert error={signIn.error} /> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={problems.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={problems.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-form__actions">
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Logging in…' : 'Log In'}
        </Button>
      </div>
      <ul className="link-row auth-form__links">
        <li>
          <Link to={forgotPasswordHref}>Forgot your password?</Link>
        </li>
        <li>
          <Link to={registerHref}>Create an account</Link>
        </li>
      </ul>
    </form>
  );
}
