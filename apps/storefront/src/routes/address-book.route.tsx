import { AddressBook } from '../features/account/components/address-book';
import { AccountPageFrame } from './account-page-frame';

/** '/account/address-book' (SPEC §2, title 'Address Book', an empty description). */
export function AddressBookRoute() {
  return (
    <AccountPageFrame title="Address Book" description="">
      {(customer) => <AddressBook customer={customer} />}
    </AccountPageFrame>
  );
}
