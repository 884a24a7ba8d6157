import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import { requestPasswordReset } from '../api/auth-calls';
import { emailProblem } from '../model/field-checks';
import { AuthNotice } from './auth-notice';
import { EmailField } from './auth-fields';
import { AuthForm } from './auth-form';

/** Said whether or not the address has an account, so the page never tells who is a customer. */
const NEUTRAL_ANSWER =
  'If an account exists for that email address, we have sent it a link to reset the password. Please check your email; the link expires after a while.';

/**
 * Asking for a password-reset link (SPEC §2 /shelter/forgot-password). The API answers the same
 * ('CHECK_EMAIL') for any address, and the page shows that answer as a neutral message, never as
 * a success or failure about the address itself.
 */
export function ForgotPasswordForm({ loginHref = '/shelter/login' }: { loginHref?: string }) {
  const form = useFieldForm({ email: '' });
  const request = useMutation({ mutationFn: requestPasswordReset });

  if (request.isSuccess) {
    return (
      <AuthNotice
        tone="info"
        message={request.data.message || NEUTRAL_ANSWER}
        linkTo={loginHref}
        linkText="Back to log in"
      />
    );
  }

  return (
    <AuthForm
      form={form}
      label="Reset your password"
      onSubmit={() => {
        if (form.showProblems({ email: emailProblem(form.values.email) })) request.mutate(form.values.email);
      }}
      call={request}
      submitLabel="Send reset link"
      busyLabel="Sending…"
      intro={
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      }
      actions={<Link to={loginHref}>Back to log in</Link>}
    >
      <EmailField {...form.field('email')} />
    </AuthForm>
  );
}
