import { Link } from 'react-router';
import { PersonNameFields } from '../../../lib/forms/person-name-fields';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import type { Customer } from '../../../lib/session/session-queries';
import { useSignIn } from '../hooks/use-sign-in';
import { emailProblem, newPasswordProblem, requiredProblem } from '../model/field-checks';
import { AuthNotice } from './auth-notice';
import { EmailField, NewPasswordField } from './auth-fields';
import { AuthForm } from './auth-form';

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
    <AuthForm
      form={form}
      label="Create account"
      onSubmit={onSubmit}
      call={signUp}
      submitLabel="Create Account"
      busyLabel="Creating your account…"
      footer={
        <p>
          Already have an account? <Link to={loginHref}>Log in</Link>
        </p>
      }
    >
      <PersonNameFields field={form.field} />
      <EmailField {...form.field('email')} />
      <NewPasswordField label="Password" {...form.field('password')} />
    </AuthForm>
  );
}
