import { CUSTOMER_NAME_MAX_LENGTH } from '@shop/identity';
import { TextField } from '@shop/ui';
import { Link } from 'react-router';
import { ApiForm } from '../../../lib/forms/api-form';
import { PERSON_NAME_FIELDS } from '../../../lib/forms/person-name-fields';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import type { Customer } from '../../../lib/session/session-queries';
import { useSignIn } from '../hooks/use-sign-in';
import { emailProblem, newPasswordProblem, requiredProblem } from '../model/field-checks';
import { AuthNotice } from './auth-notice';
import { NewPasswordField } from './new-password-field';
import './auth-form.css';

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
  const form = useFieldForm({ firstName: '', lastName: '', email: '', password: '' });
  const signUp = useSignIn(onSignedIn);

  const onSubmit = () => {
    const { values } = form;
    const found = {
      firstName: requiredProblem(values.firstName, 'first name'),
      lastName: requiredProblem(values.lastName, 'last name'),
      email: emailProblem(values.email),
      password: newPasswordProblem(values.password),
    };
    if (form.showProblems(found)) signUp.mutate(values);
  };

  if (signUp.data?.kind === 'checkEmail') {
    return (
      <AuthNotice tone="info" message={signUp.data.message} linkTo={loginHref} linkText="Go to log in" />
    );
  }

  return (
    <ApiForm
      formRef={form.formRef}
      label="Create account"
      className="auth-form"
      onSubmit={onSubmit}
      failure={signUp.error}
      submitLabel="Create Account"
      busyLabel="Creating your account…"
      busy={signUp.isPending}
      actionsClassName="auth-form__actions"
      footer={
        <p>
          Already have an account? <Link to={loginHref}>Log in</Link>
        </p>
      }
    >
      <div className="form-row">
        {PERSON_NAME_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            autoComplete={autoComplete}
            required
            maxLength={CUSTOMER_NAME_MAX_LENGTH}
            {...form.field(name)}
          />
        ))}
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <NewPasswordField label="Password" {...form.field('password')} />
    </ApiForm>
  );
}
