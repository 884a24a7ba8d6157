import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser/browser-location';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import {
  API,
  installRoutedFakeApi,
  seedSession,
  staffCustomerFixture,
} from '../../../testing/account-fixtures';
import { errorResponse, jsonResponse } from '../../../testing/fake-api';
import { renderInRouter } from '../../../testing/render-in-router';
import { createTestQueryClient } from '../../../testing/test-query-client';
import type { Customer } from '../../../lib/session/session-queries';
import { StaffAccountMenu } from './staff-account-menu';

const END_SESSION = 'http://staff.localhost:3000/idp/session/end?id_token_hint=abc';

function renderMenu(session: Customer | null, path = '/faq?open=3') {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, session);
  renderInRouter(<StaffAccountMenu />, { path, siteId: 'HPSF', queryClient });
  return queryClient;
}

/** The staff site's header entries (SPEC §2, §7): sign-in and sign-out go through the single sign-on. */
describe('StaffAccountMenu', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it("offers 'Log In' to a visitor: the single sign-on, coming back to this page", () => {
    renderMenu(null);

    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/idp/login?returnTo=%2Ffaq%3Fopen%3D3',
    );
    expect(within(account).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it("offers 'Log Out' to a signed-in member, registered or not", () => {
    renderMenu(staffCustomerFixture({ registered: false }));
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it("offers 'My Account' to a registered member and 'Join Your Clinic' to one who has not joined yet", () => {
    renderMenu(staffCustomerFixture({ registered: true }));
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    );
    expect(within(account).queryByRole('link', { name: 'Join Your Clinic' })).not.toBeInTheDocument();
  });

  it("sends a member who has not joined a clinic to the registration page, not to 'My Account'", () => {
    renderMenu(staffCustomerFixture({ registered: false }));
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Join Your Clinic' })).toHaveAttribute(
      'href',
      '/staff/registration',
    );
    expect(within(account).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it("'Log Out' ends the shop session, forgets the member, then goes to the provider's end-session address", async () => {
    const leave = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fake = installRoutedFakeApi({ [API.staffLogout]: () => jsonResponse({ redirectTo: END_SESSION }) });
    restore = fake.restore;
    const queryClient = renderMenu(staffCustomerFixture({ registered: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(END_SESSION));
    expect(fake.callsTo(API.staffLogout)).toHaveLength(1);
    expect(fake.callsTo(API.staffLogout)[0].request.method).toBe('POST');
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
  });

  it('still signs the member out here and goes home when the logout call fails', async () => {
    const leave = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    restore = installRoutedFakeApi({ [API.staffLogout]: () => errorResponse(503) }).restore;
    const queryClient = renderMenu(staffCustomerFixture({ registered: true }));

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
  });
});
