import { Button, FormAlert, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { requestPasswordReset } from '../api/auth-calls';
import { emailProblem } from '../model/field-checks';
import { focusFirstInvalid } from '../../../lib/forms/form-state';
import '../../../lib/forms/form-layout.css';
import './auth-form.css';

/** Said whether or not the address has an account, so the page never tells who is a customer. */
const NEUTRAL_ANSWER =
  'If an account exists for that email address, we have sent it a link to reset the password. Please check your email; the link expires after a while.';

/**
 * Asking for a password-reset link (SPEC §2 /shelter/forgot-password). The API answers the same
 * ('CHECK_EMAIL') for any address, and the page shows that answer as a neutral message, never as
 * a success or failure about the address itself.
 */
export function ForgotPasswordForm({ loginHref = '/shelter/login' }: { loginHref?: string }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      focusFirstInvalid(formRef.current);
      return;
    }
    request.mutate(email);
  };

  if (request.isSuccess) {
    return (
      <div className="form-stack auth-form">
        <FormAlert tone="info">{request.data.message || NEUTRAL_ANSWER}</FormAlert>
        <p>
          <Link to={loginHref}>Back to log in</Link>
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
      aria-label="Reset your password"
    >
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {request.isError ? <ApiFailureAlert error={request.error} /> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={problem}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="auth-form__actions">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
        <Link to={loginHref}>Back to log in</Link>
      </div>
    </form>
  );
}
