import { Button } from '@shop/ui';
import type { ReactNode, RefObject } from 'react';
import { ApiFailureAlert } from '../api/api-failure-alert';
import './form-layout.css';

export interface ApiFormProps {
  /** The form element (useFieldForm's formRef), so its first invalid field can take focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's accessible name. */
  label: string;
  /** The form's own class, beside the shared column (form-stack). */
  className: string;
  /** Runs on submit, the browser's own submission prevented (fields are checked by the form). */
  onSubmit: () => void;
  /** The call's refusal or failure to show above the fields; nothing while there is none. */
  failure?: unknown;
  submitLabel: string;
  /** The submit button's words while the call runs (the button is disabled meanwhile). */
  busyLabel: string;
  busy: boolean;
  actionsClassName: string;
  /** Shown first, above the refusal (a notice, an introduction). */
  intro?: ReactNode;
  /** Beside the submit button (Cancel, a link back). */
  actions?: ReactNode;
  /** Below the actions (links to the other pages). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A form that calls the API and shows its refusal as the API gives it (ApiFailureAlert: message
 * and code, a rate limit with its wait): the form element, the refusal, the fields, and the submit
 * button that says what is happening while the call runs.
 */
export function ApiForm({
  formRef,
  label,
  className,
  onSubmit,
  failure,
  submitLabel,
  busyLabel,
  busy,
  actionsClassName,
  intro,
  actions,
  footer,
  children,
}: ApiFormProps) {
  return (
    <form
      ref={formRef}
      className={`form-stack ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
    >
      {intro}
      {failure ? <ApiFailureAlert error={failure} /> : null}
      {children}
      <div className={actionsClassName}>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {actions}
      </div>
      {footer}
    </form>
  );
}
