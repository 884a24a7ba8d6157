import type { AddressDto } from '@shop/api-client';
import { Button, PostalAddress } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../lib/session/session-queries';
import { addAddress, changeAddress, makeDefaultAddress, removeAddress } from '../api/account-queries';
import { useRecordList } from '../hooks/use-record-list';
import { AddressForm } from './address-form';
import { RecordList } from './record-list';
import './account-page.css';

/**
 * The customer's address book (SPEC §2 /account/address-book): every saved address with its
 * default marked, and add, edit, delete (after a confirmation) and 'set as default'. Each change
 * answers the whole book, which replaces the customer's copy (account-queries).
 */
export function AddressBook({ customer }: { customer: Customer }) {
  const queryClient = useQueryClient();
  const list = useRecordList<AddressDto>({
    remove: (address) => removeAddress(queryClient, address.id),
    removedMessage: 'The address was deleted.',
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => makeDefaultAddress(queryClient, id),
    onSuccess: () => list.setAnnouncement('Your default address was changed.'),
  });

  return (
    <RecordList
      state={list}
      headingId="address-book-heading"
      heading="Saved addresses"
      records={customer.addresses}
      emptyTitle="No saved addresses yet"
      addLabel="Add an address"
      nameOf={(address) => address.address1}
      renderRecord={(address) => (
        <>
          <PostalAddress address={address} className="account-address" />
          {address.isDefault ? <span className="account-badge">Default address</span> : null}
        </>
      )}
      renderActions={(address) =>
        address.isDefault ? null : (
          <Button
            aria-label={`Set as default ${address.address1}`}
            variant="ghost"
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate(address.id)}
          >
            Set as default
          </Button>
        )
      }
      renderForm={(address, close) => (
        <AddressForm
          address={address}
          onSave={async (input) => {
            if (address) {
              await changeAddress(queryClient, address.id, input);
              close('The address was saved.');
            } else {
              await addAddress(queryClient, input);
              close('The address was added.');
            }
          }}
          onCancel={() => close()}
        />
      )}
      failure={makeDefault.error}
      confirm={{
        title: () => 'Delete this address?',
        body: (address) => <PostalAddress address={address} className="account-address" />,
        keepLabel: 'Keep it',
        deleteLabel: 'Delete address',
      }}
    />
  );
}
