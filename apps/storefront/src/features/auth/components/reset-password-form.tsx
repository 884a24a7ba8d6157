import { Button, FormAlert, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { setNewPassword } from '../api/auth-calls';
import { newPasswordProblem, PASSWORD_POLICY_HINT } from '../model/field-checks';
import { focusFirstInvalid, hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import '../../../lib/forms/form-layout.css';
import './auth-form.css';

type Field = 'password' | 'confirmation';

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
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useMutation({
    mutationFn: ({ password }: { password: string }) => setNewPassword(token ?? '', password),
  });

  if (!token) {
    return (
      <div className="form-stack auth-form">
        <FormAlert>This reset link is incomplete. Please ask for a new one.</FormAlert>
        <p>
          <Link to={forgotPasswordHref}>Ask for a new reset link</Link>
        </p>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="form-stack auth-form">
        <FormAlert tone="success">Your password has been changed. You can now log in with it.</FormAlert>
        <p>
          <Link to={loginHref}>Log in</Link>
        </p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldProblems<Field> = {
      password: newPasswordProblem(values.password),
      confirmation: values.confirmation === values.password ? null : 'The two passwords are not the same',
    };
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    reset.mutate({ password: values.password });
  };

  return (
    <form
      ref={formRef}
      className="form-stack auth-form"
      onSubmit={onSubmit}
      noValidate
      aria-label="Choose a new password"
    >
      {reset.isError ? (
        <>
          <ApiFailureAlert error={reset.error} />
          <p>
            <Link to={forgotPasswordHref}>Ask for a new reset link</Link>
          </p>
        </>
      ) : null}
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_POLICY_HINT}
        value={values.password}
        error={problems.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmation"
        autoComplete="new-password"
        required
        value={values.confirmation}
        error={problems.confirmation}
        onChange={(event) => setValues((current) => ({ ...current, confirmation: event.target.value }))}
      />
      <div className="auth-form__actions">
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </div>
    </form>
  );
}
