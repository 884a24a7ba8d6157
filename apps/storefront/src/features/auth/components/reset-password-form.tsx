import { TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import { setNewPassword } from '../api/auth-calls';
import { newPasswordProblem } from '../model/field-checks';
import { AuthNotice } from './auth-notice';
import { NewPasswordField } from './auth-fields';
import { AuthForm } from './auth-form';

export interface ResetPasswordFormProps {
  /** The token from the reset link (?token=); null when the link had none. */
  token: string | null;
  loginHref?: string;
  forgotPasswordHref?: string;
}

/**
 * Choosing a new password from a reset link (SPEC §2 /shelter/reset-password?token=): the new
 * password twice, under the shop's policy. A link without a token, or one the API refuses (expired,
 * used), points the shopper to ask for a new link.
 */
export function ResetPasswordForm({
  token,
  loginHref = '/shelter/login',
  forgotPasswordHref = '/shelter/forgot-password',
}: ResetPasswordFormProps) {
  const form = useFieldForm({ password: '', confirmation: '' });
  const reset = useMutation({
    mutationFn: ({ password }: { password: string }) => setNewPassword(token ?? '', password),
  });

  if (!token) {
    return (
      <AuthNotice
        message="This reset link is incomplete. Please ask for a new one."
        linkTo={forgotPasswordHref}
        linkText="Ask for a new reset link"
      />
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthNotice
        tone="success"
        message="Your password has been changed. You can now log in with it."
        linkTo={loginHref}
        linkText="Log in"
      />
    );
  }

  const onSubmit = () => {
    const { password, confirmation } = form.values;
    const found = {
      password: newPasswordProblem(password),
      confirmation: confirmation === password ? null : 'The two passwords are not the same',
    };
    if (form.showProblems(found)) reset.mutate({ password });
  };

  return (
    <AuthForm
      form={form}
      label="Choose a new password"
      onSubmit={onSubmit}
      call={reset}
      submitLabel="Set new password"
      busyLabel="Saving…"
    >
      {reset.isError ? (
        <p>
          <Link to={forgotPasswordHref}>Ask for a new reset link</Link>
        </p>
      ) : null}
      <NewPasswordField label="New password" {...form.field('password')} />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmation"
        autoComplete="new-password"
        required
        {...form.field('confirmation')}
      />
    </AuthForm>
  );
}
