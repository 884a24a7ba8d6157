import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { jsonResponse } from '../../../testing/fake-api';
import { API, customerFixture, installRoutedFakeApi, seedSession } from '../../../testing/account-fixtures';
import { renderWithSite } from '../../../testing/render-with-site';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { ProfileForm } from './profile-form';

describe('ProfileForm', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  function renderForm() {
    const customer = customerFixture();
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customer);
    renderWithSite(<ProfileForm customer={customer} />, { queryClient });
    return { customer, queryClient };
  }

  it('checks names and the phone before saving', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderForm();
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.type(screen.getByLabelText(/^Phone/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Enter a phone number like/);
    expect(fake.calls).toHaveLength(0);
  });

  it('saves with update-customer and keeps the saved customer', async () => {
    const saved = customerFixture({ firstName: 'Joanna', phone: '(303) 555-0100', acceptsMarketing: true });
    const fake = installRoutedFakeApi({
      [API.updateCustomer]: () => jsonResponse({ customer: saved, userErrors: [] }),
    });
    restore = fake.restore;
    const { customer, queryClient } = renderForm();
    await userEvent.clear(screen.getByLabelText(/^First name/));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Joanna');
    await userEvent.type(screen.getByLabelText(/^Phone/), '(303) 555-0100');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me news and offers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(fake.callsTo(API.updateCustomer)[0].body).toEqual({
      customerId: customer.id,
      updateInput: {
        firstName: 'Joanna',
        lastName: 'Walker',
        phone: '(303) 555-0100',
        acceptsMarketing: true,
      },
    });
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toEqual(saved);
  });

  it("shows each of the API's userErrors on its field (SPEC §5: nothing refused is kept)", async () => {
    const asSaved = customerFixture();
    ({ restore } = installRoutedFakeApi({
      [API.updateCustomer]: () =>
        jsonResponse({
          customer: asSaved,
          userErrors: [{ field: ['phone'], message: 'Phone is not a phone number', code: 'INVALID_PHONE' }],
        }),
    }));
    const { queryClient } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Phone/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(/Phone is not a phone number/),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Some changes were not saved');
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toEqual(asSaved);
  });
});
