import { Button } from '@shop/ui';
import type { ReactNode, RefObject } from 'react';
import { ApiForm } from '../../../lib/forms/api-form';
import { hasProblems, type FieldProblems } from '../../../lib/forms/form-state';
import './account-page.css';

export interface RecordFormProps {
  /** The record form's state (useRecordForm). */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    problems: FieldProblems<string>;
    submit: () => void;
    save: { error: unknown; isPending: boolean };
  };
  label: string;
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * An account record's form in its card, with Save and Cancel. A refusal the fields already show
 * is not said again above them.
 */
export function RecordForm({ form, label, saveLabel, onCancel, children }: RecordFormProps) {
  return (
    <ApiForm
      formRef={form.formRef}
      label={label}
      className="account-form account-card"
      onSubmit={form.submit}
      failure={hasProblems(form.problems) ? null : form.save.error}
      submitLabel={saveLabel}
      busyLabel="Saving…"
      busy={form.save.isPending}
      actionsClassName="account-actions"
      actions={
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      }
    >
      {children}
    </ApiForm>
  );
}
