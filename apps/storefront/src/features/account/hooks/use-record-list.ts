import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** Which form a record list shows: none, a new record's, or one record's in its place. */
export type RecordEditing<T> = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; record: T };

/**
 * The state of a list of the customer's records (addresses, pets) that can be added, edited and
 * deleted after a confirmation: which form is open, which record waits for its confirmation, the
 * last change announced, and the deletion itself.
 */
export function useRecordList<T>({
  remove: removeRecord,
  removedMessage,
}: {
  remove: (record: T) => Promise<void>;
  /** Announced once the record is deleted. */
  removedMessage: string;
}) {
  const [editing, setEditing] = useState<RecordEditing<T>>({ kind: 'none' });
  const [confirmDelete, setConfirmDelete] = useState<T | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useMutation({
    mutationFn: removeRecord,
    onSuccess: () => setAnnouncement(removedMessage),
    onSettled: () => setConfirmDelete(null),
  });

  /** Closes the open form, announcing what it did (nothing on Cancel). */
  const closeForm = (message?: string) => {
    setEditing({ kind: 'none' });
    if (message) setAnnouncement(message);
  };

  return {
    editing,
    setEditing,
    confirmDelete,
    setConfirmDelete,
    announcement,
    setAnnouncement,
    remove,
    closeForm,
  };
}

export type RecordListState<T> = ReturnType<typeof useRecordList<T>>;
