import { AlertDialog, Button, EmptyState, FormAlert } from '@shop/ui';
import type { ReactNode } from 'react';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import type { RecordListState } from '../hooks/use-record-list';
import { AccountSection } from './account-section';
import './account-page.css';

export interface RecordListProps<T extends { id: string }> {
  /** The list's state (useRecordList). */
  state: RecordListState<T>;
  headingId: string;
  heading: string;
  records: readonly T[];
  emptyTitle: string;
  addLabel: string;
  /** Names a record in its buttons ('Edit 1 Main St'), so each row's buttons are told apart. */
  nameOf: (record: T) => string;
  /** A record in its card. */
  renderRecord: (record: T) => ReactNode;
  /** Actions between Edit and Delete ('Set as default'). */
  renderActions?: (record: T) => ReactNode;
  /** The form for a record (to edit) or for a new one (undefined); `close` ends it with an announcement. */
  renderForm: (record: T | undefined, close: (message?: string) => void) => ReactNode;
  /** A failed call of the page's own (besides the deletion) to show above the list. */
  failure?: unknown;
  /** The deletion's confirmation. */
  confirm: {
    title: (record: T) => string;
    body: (record: T) => ReactNode;
    keepLabel: string;
    deleteLabel: string;
  };
}

/**
 * A list of the customer's records (the address book, the pets), each in its card with Edit and
 * Delete; Edit swaps the card for the record's form, Delete asks first. The outcome of the last
 * change is announced above the list.
 */
export function RecordList<T extends { id: string }>({
  state,
  headingId,
  heading,
  records,
  emptyTitle,
  addLabel,
  nameOf,
  renderRecord,
  renderActions,
  renderForm,
  failure,
  confirm,
}: RecordListProps<T>) {
  const { editing, confirmDelete, remove } = state;
  const shownFailure = remove.error ?? failure;

  return (
    <AccountSection id={headingId} heading={heading}>
      {state.announcement ? <FormAlert tone="success">{state.announcement}</FormAlert> : null}
      {shownFailure ? <ApiFailureAlert error={shownFailure} /> : null}
      {records.length === 0 && editing.kind !== 'new' ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <ul className="account-list">
          {records.map((record) =>
            editing.kind === 'edit' && editing.record.id === record.id ? (
              <li key={record.id}>{renderForm(record, state.closeForm)}</li>
            ) : (
              <li key={record.id} className="account-card">
                {renderRecord(record)}
                <div className="account-actions">
                  <Button
                    aria-label={`Edit ${nameOf(record)}`}
                    variant="secondary"
                    onClick={() => state.setEditing({ kind: 'edit', record })}
                  >
                    Edit
                  </Button>
                  {renderActions?.(record)}
                  <Button
                    aria-label={`Delete ${nameOf(record)}`}
                    variant="ghost"
                    onClick={() => state.setConfirmDelete(record)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing.kind === 'new' ? (
        renderForm(undefined, state.closeForm)
      ) : (
        <div className="account-actions">
          <Button
            onClick={() => {
              state.setAnnouncement('');
              state.setEditing({ kind: 'new' });
            }}
          >
            {addLabel}
          </Button>
        </div>
      )}
      {confirmDelete ? (
        <AlertDialog
          title={confirm.title(confirmDelete)}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => state.setConfirmDelete(null)}
                disabled={remove.isPending}
              >
                {confirm.keepLabel}
              </Button>
              <Button onClick={() => remove.mutate(confirmDelete)} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : confirm.deleteLabel}
              </Button>
            </>
          }
        >
          {confirm.body(confirmDelete)}
        </AlertDialog>
      ) : null}
    </AccountSection>
  );
}
