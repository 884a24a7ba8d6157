import { TextField, type TextFieldProps } from '@shop/ui';
import { PASSWORD_POLICY_HINT } from '../model/field-checks';

/** What a field of an auth form is given besides what it fixes (useFieldForm's field(): value, error, onChange). */
type AuthFieldProps = Omit<TextFieldProps, 'type' | 'name' | 'autoComplete' | 'hint'>;

/** The account's email address (log in, create account, forgot password). */
export function EmailField(props: Omit<AuthFieldProps, 'label'>) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** A new password's field (create account, reset), with the shop's whole policy as its hint up front. */
export function NewPasswordField(props: AuthFieldProps) {
  return (
    <TextField
      type="password"
      name="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_POLICY_HINT}
      {...props}
    />
  );
}
