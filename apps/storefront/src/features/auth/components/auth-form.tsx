import { ApiForm, type ApiFormProps } from '../../../lib/forms/api-form';
import './auth-form.css';

export interface AuthFormProps extends Omit<
  ApiFormProps,
  'formRef' | 'className' | 'actionsClassName' | 'failure' | 'busy'
> {
  /** The form's state (useFieldForm). */
  form: Pick<ApiFormProps, 'formRef'>;
  /** The API call the form makes (a mutation): its refusal is shown, and the button waits for it. */
  call: { error: unknown; isPending: boolean };
}

/** A sign-in page's form: an ApiForm in the auth pages' column, its refusal the call's. */
export function AuthForm({ form, call, ...props }: AuthFormProps) {
  return (
    <ApiForm
      formRef={form.formRef}
      className="auth-form"
      actionsClassName="auth-form__actions"
      failure={call.error}
      busy={call.isPending}
      {...props}
    />
  );
}
