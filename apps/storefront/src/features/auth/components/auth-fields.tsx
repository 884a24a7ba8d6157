import { TextField, type TextFieldProps } from '@shop/ui';
import { PASSWORD_POLICY_HINT } from '../model/field-checks';

/** A new password's field (sign-up, reset), with the shop's whole policy as its hint up front. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'name' | 'autoComplete' | 'hint'>) {
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
