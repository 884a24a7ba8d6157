import type { AddressDto } from '@shop/api-client';
import { AlertDialog, Button, EmptyState, FormAlert } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import type { Customer } from '../../../lib/session/session-queries';
import { addAddress, changeAddress, makeDefaultAddress, removeAddress } from '../api/account-queries';
import { AddressForm } from './address-form';
import { AddressLines } from './address-lines';
import './account-page.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: AddressDto };

/**
 * The customer's address book (SPEC §2 /account/address-book): every saved address with its
 * default marked, and add, edit, delete (after a confirmation) and 'set as default'. Each change
 * answers the whole book, which replaces the customer's copy (account-queries).
 */
export function AddressBook({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [confirmDelete, setConfirmDelete] = useState<AddressDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useMutation({
    mutationFn: (id: string) => removeAddress(queryClient, id),
    onSuccess: () => setAnnouncement('The address was deleted.'),
    onSettled: () => setConfirmDelete(null),
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => makeDefaultAddress(queryClient, id),
    onSuccess: () => setAnnouncement('Your default address was changed.'),
  });
  const failure = remove.error ?? makeDefault.error;

  const closeForm = (message?: string) => {
    setEditing({ kind: 'none' });
    if (message) setAnnouncement(message);
  };

  return (
    <section className="account-section" aria-labelledby="address-book-heading">
      <h2 id="address-book-heading" className="account-section__heading">
        Saved addresses
      </h2>
      {announcement ? <FormAlert tone="success">{announcement}</FormAlert> : null}
      {failure ? <ApiFailureAlert error={failure} /> : null}
      {customer.addresses.length === 0 && editing.kind !== 'new' ? (
        <EmptyState title="No saved addresses yet" />
      ) : (
        <ul className="account-list">
          {customer.addresses.map((address) =>
            editing.kind === 'edit' && editing.address.id === address.id ? (
              <li key={address.id}>
                <AddressForm
                  address={address}
                  onSave={async (input) => {
                    await changeAddress(queryClient, address.id, input);
                    closeForm('The address was saved.');
                  }}
                  onCancel={() => closeForm()}
                />
              </li>
            ) : (
              <li key={address.id} className="account-card">
                <AddressLines address={address} />
                {address.isDefault ? <span className="account-badge">Default address</span> : null}
                <div className="account-actions">
                  <Button
                    aria-label={`Edit ${address.address1}`}
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'edit', address })}
                  >
                    Edit
                  </Button>
                  {address.isDefault ? null : (
                    <Button
                      aria-label={`Set as default ${address.address1}`}
                      variant="ghost"
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(address.id)}
                    >
                      Set as default
                    </Button>
                  )}
                  <Button
                    aria-label={`Delete ${address.address1}`}
                    variant="ghost"
                    onClick={() => setConfirmDelete(address)}
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
        <AddressForm
          onSave={async (input) => {
            await addAddress(queryClient, input);
            closeForm('The address was added.');
          }}
          onCancel={() => closeForm()}
        />
      ) : (
        <div className="account-actions">
          <Button
            onClick={() => {
              setAnnouncement('');
              setEditing({ kind: 'new' });
            }}
          >
            Add an address
          </Button>
        </div>
      )}
      {confirmDelete ? (
        <AlertDialog
          title="Delete this address?"
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirmDelete(null)} disabled={remove.isPending}>
                Keep it
              </Button>
              <Button onClick={() => remove.mutate(confirmDelete.id)} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete address'}
              </Button>
            </>
          }
        >
          <AddressLines address={confirmDelete} />
        </AlertDialog>
      ) : null}
    </section>
  );
}
