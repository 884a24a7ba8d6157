import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './form-field.css';

interface FieldFrameProps {
  label: string;
  /** A standing hint under the label (a password policy, a format). */
  hint?: ReactNode;
  /** The field's current problem; shown under it and announced. */
  error?: string | null;
}

/** What a framed control needs to be named, described and marked invalid by its frame. */
interface ControlWiring {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="ui-field__error">
      {error}
    </p>
  ) : null;
}

/**
 * The label, hint and error around one control, wired for assistive technology: the label names
 * it, hint and error describe it, aria-invalid marks it. The error is not a live region of its own
 * (a form announces its summary once), so several fields failing at once are not read over each
 * other.
 */
function FieldFrame({
  label,
  hint,
  error,
  className,
  markRequired,
  control,
}: FieldFrameProps & {
  className?: string;
  /** Shows the required mark (for screens; the control's own `required` is what is announced). */
  markRequired?: boolean;
  control: (wiring: ControlWiring) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
        {markRequired ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        className: 'ui-control',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, error ? errorId : undefined),
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Splits a field's props into its frame's and its control's. */
function splitFrame<P extends FieldFrameProps & { className?: string }>({
  label,
  hint,
  error,
  className,
  ...control
}: P) {
  return [{ label, hint, error, className }, control] as const;
}

export interface TextFieldProps extends FieldFrameProps, Omit<ComponentPropsWithRef<'input'>, 'id'> {}

/** A labelled text input with its hint and inline error (see FieldFrame). */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      markRequired={input.required}
      control={(wiring) => <input {...wiring} {...input} />}
    />
  );
}

export interface SelectFieldProps extends FieldFrameProps, Omit<ComponentPropsWithRef<'select'>, 'id'> {
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ('Choose a state'), so nothing is picked for the shopper. */
  placeholder?: string;
}

/** A labelled native select (keyboard and type-ahead for free) with its hint and inline error. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { options, placeholder, ...select }] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(wiring) => (
        <select {...wiring} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
}

/** A checkbox with its label beside it (the whole label is the hit area) and an inline error. */
export function CheckboxField({ label, error, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['ui-field', 'ui-field--checkbox', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="ui-field__checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface FormAlertProps {
  /** 'error' for a refusal, 'info' for a neutral answer ('check your email'), 'success' for done. */
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}

/**
 * A form's one announced message (role alert for errors, status otherwise): the API's refusal, a
 * summary of invalid fields, or a neutral confirmation.
 */
export function FormAlert({ tone = 'error', children }: FormAlertProps) {
  return (
    <div className={`ui-form-alert ui-form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
