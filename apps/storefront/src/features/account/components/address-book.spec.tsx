import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryOptions, type Customer } from '../../../lib/session/session-queries';
import { jsonResponse } from '../../../testing/fake-api';
import {
  addressFixture,
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
} from '../../../testing/account-fixtures';
import { renderWithSite } from '../../../testing/render-with-site';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { useSession } from '../../../lib/session/use-session';
import { AddressBook } from './address-book';

/** The book as the page shows it: always the session's current customer. */
function LiveAddressBook() {
  const { customer } = useSession();
  return customer ? <AddressBook customer={customer} /> : null;
}

function renderBook(customer: Customer) {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, customer);
  renderWithSite(<LiveAddressBook />, { queryClient });
  return queryClient;
}

async function fillAddress({ street = '5 Elm St', city = 'Denver', state = 'Colorado', zip = '80202' }) {
  await userEvent.type(screen.getByLabelText(/^Street address/), street);
  await userEvent.type(screen.getByLabelText(/^City/), city);
  await userEvent.selectOptions(screen.getByLabelText(/^State/), state);
  await userEvent.type(screen.getByLabelText(/^ZIP code/), zip);
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
}

describe('AddressBook', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('lists the 50 states and DC, and catches a ZIP outside the chosen state before saving', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderBook(customerFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(within(screen.getByLabelText(/^State/)).getAllByRole('option')).toHaveLength(52);

    await fillAddress({ state: 'Texas', zip: '80202' });
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      'ZIP code 80202 is in Colorado, not in Texas',
    );
    await waitFor(() => expect(screen.getByLabelText(/^ZIP code/)).toHaveFocus());
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the API's ZIP/state refusal on the ZIP field", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.addressCreate]: () =>
        jsonResponse(
          { statusCode: 400, code: 'ZIP_STATE_MISMATCH', message: 'ZIP 80202 is not in Colorado' },
          400,
        ),
    }));
    renderBook(customerFixture());
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    await fillAddress({});
    await waitFor(() =>
      expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription('ZIP 80202 is not in Colorado'),
    );
  });

  it('adds an address and shows the book the API answers', async () => {
    const added = addressFixture({ id: 'a2', address1: '5 Elm St', city: 'Denver', zip: '80202' });
    const fake = installRoutedFakeApi({
      [API.addressCreate]: () =>
        jsonResponse({ addresses: [added], defaultAddress: added, customerAddress: added }),
    });
    restore = fake.restore;
    const queryClient = renderBook(customerFixture());
    expect(screen.getByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    await fillAddress({});

    expect(await screen.findByRole('status')).toHaveTextContent('The address was added.');
    expect(screen.getByRole('button', { name: 'Edit 5 Elm St' })).toBeInTheDocument();
    expect(screen.getByText('Default address')).toBeInTheDocument();
    expect(fake.callsTo(API.addressCreate)[0].body).toEqual({
      address: {
        address1: '5 Elm St',
        address2: null,
        city: 'Denver',
        province: 'Colorado',
        provinceCode: 'CO',
        zip: '80202',
        country: 'United States',
        countryCode: 'US',
        phone: null,
      },
    });
    expect(queryClient.getQueryData<Customer>(sessionQueryOptions().queryKey)?.defaultAddress).toEqual(added);
  });

  it('deletes an address only after confirming, and can keep it', async () => {
    const home = addressFixture();
    const work = addressFixture({ id: 'a2', address1: '9 Oak Ave', isDefault: false });
    const fake = installRoutedFakeApi({
      [API.addressDelete]: () =>
        jsonResponse({ addresses: [home], defaultAddress: home, deletedCustomerAddressId: work.id }),
    });
    restore = fake.restore;
    renderBook(customerFixture({ addresses: [home, work], defaultAddress: home }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete 9 Oak Ave' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this address?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(fake.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete 9 Oak Ave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The address was deleted.');
    expect(screen.queryByRole('button', { name: 'Edit 9 Oak Ave' })).not.toBeInTheDocument();
    expect(fake.callsTo(API.addressDelete)[0].body).toEqual({ id: 'a2' });
  });

  it('sets another address as the default', async () => {
    const home = addressFixture();
    const work = addressFixture({ id: 'a2', address1: '9 Oak Ave', isDefault: false });
    const fake = installRoutedFakeApi({
      [API.defaultAddress]: () =>
        jsonResponse({
          addresses: [
            { ...home, isDefault: false },
            { ...work, isDefault: true },
          ],
          defaultAddress: { ...work, isDefault: true },
        }),
    });
    restore = fake.restore;
    renderBook(customerFixture({ addresses: [home, work], defaultAddress: home }));
    await userEvent.click(screen.getByRole('button', { name: 'Set as default 9 Oak Ave' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your default address was changed.');
    expect(screen.getByRole('button', { name: 'Set as default 1 Main St' })).toBeInTheDocument();
    expect(fake.callsTo(API.defaultAddress)[0].body).toEqual({ addressId: 'a2' });
  });
});
