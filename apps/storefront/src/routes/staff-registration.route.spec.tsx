import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API, installRoutedFakeApi, seedSession, staffCustomerFixture } from '../testing/account-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderInRouter } from '../testing/render-in-router';
import { createTestQueryClient } from '../testing/test-query-client';
import type { Customer } from '../lib/session/session-queries';
import { StaffRegistrationRoute } from './staff-registration.route';

const CLINIC_ADDRESS = {
  address1: '4400 Clinic Way',
  address2: '',
  city: 'Aurora',
  provinceCode: 'CO',
  zip: '80011',
  countryCode: 'US',
  phone: '',
  homeDeliveryOnly: false,
};

function openPage(customer: Customer) {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, customer);
  return renderInRouter(<StaffRegistrationRoute />, {
    path: '/staff/registration',
    siteId: 'HPSF',
    queryClient,
  });
}

/** '/staff/registration' for a member who has already joined a clinic: their clinic, not the form. */
describe('StaffRegistrationRoute', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows a registered member their clinic and the way on to the catalog, not the join form', () => {
    const member = staffCustomerFixture({ registered: true });
    if (!member.staff) throw new Error('the staff fixture has staff fields');
    const { container } = openPage({ ...member, staff: { ...member.staff, clinicAddress: CLINIC_ADDRESS } });

    expect(screen.getByRole('heading', { name: 'Your clinic' })).toBeInTheDocument();
    expect(container.querySelector('address')).toHaveTextContent('4400 Clinic Way');
    expect(screen.getByRole('link', { name: 'Go to the catalog' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('combobox', { name: /your role/i })).not.toBeInTheDocument();
  });

  it("opens the join form when a registered member chooses 'Join a different clinic'", async () => {
    restore = installRoutedFakeApi({
      [API.staffJwt]: () => jsonResponse({ jwt: 'header.payload.sig' }),
    }).restore;
    openPage(staffCustomerFixture({ registered: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Join a different clinic' }));

    expect(screen.queryByRole('heading', { name: 'Your clinic' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /your role/i })).toBeInTheDocument();
  });

  it('shows the join form to a member who has not registered', () => {
    restore = installRoutedFakeApi({
      [API.staffJwt]: () => jsonResponse({ jwt: 'header.payload.sig' }),
    }).restore;
    openPage(staffCustomerFixture({ registered: false }));
    expect(screen.queryByRole('heading', { name: 'Your clinic' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /your role/i })).toBeInTheDocument();
  });
});
