import { encodeRedirect } from '@shop/identity';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
  signedOutResponse,
  staffCustomerFixture,
  withRegisteredStaff,
} from '../testing/account-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

describe('/autoship (SPEC §2 path constant, §9 autoship saving and AUTO35)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('explains the programme: 5% on every order, AUTO35 35% off the first, skip or cancel any time, renewals', async () => {
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() }));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    renderApp('/autoship', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Autoship & Save' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Autoship & Save | Shop Pet Nutrition'));
    expect(screen.getByRole('heading', { name: 'Save 5% on every order' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '35% off your first Autoship order with AUTO35' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skip, change or cancel any time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How renewals work' })).toBeInTheDocument();
  });

  it('sends a guest to sign in on the way to their subscriptions', async () => {
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() }));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    renderApp('/autoship', { queryClient });

    expect(await screen.findByRole('link', { name: 'Sign in to see My Subscriptions' })).toHaveAttribute(
      'href',
      `/shelter/login?redirect=${encodeRedirect('/account/autoships')}`,
    );
  });

  it('links a signed-in customer to their subscriptions, named as the site names them', async () => {
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => jsonResponse(customerFixture()) }));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    renderApp('/autoship', { queryClient });
    expect(await screen.findByRole('link', { name: 'Manage My Subscriptions' })).toHaveAttribute(
      'href',
      '/account/autoships',
    );
  });

  it("says 'My Autoships' on the staff site", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.customer]: () => jsonResponse(staffCustomerFixture({ registered: true })),
    }));
    renderApp('/autoship', { siteId: 'HPSF', queryClient: withRegisteredStaff() });
    expect(await screen.findByRole('link', { name: 'Manage My Autoships' })).toHaveAttribute(
      'href',
      '/account/autoships',
    );
  });
});
