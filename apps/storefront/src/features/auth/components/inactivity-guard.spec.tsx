import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { errorResponse, jsonResponse } from '../../../testing/fake-api';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
  sessionAnswer,
  staffCustomerFixture,
} from '../../../testing/account-fixtures';
import { browserLocation } from '../../../lib/browser/browser-location';
import { renderInRouter } from '../../../testing/render-in-router';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { LOGGED_OUT_INACTIVE_KEY } from '../model/session-lifecycle';
import { InactivityGuard } from './inactivity-guard';

const TIMEOUT_MS = 5000;

/** Lets the fake API's promises and React's updates settle under fake timers. */
async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function renderGuard(path = '/products') {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, customerFixture());
  const result = renderInRouter(<InactivityGuard timeoutMs={TIMEOUT_MS} />, { path, queryClient });
  return { ...result, queryClient };
}

async function waitOut(ms = TIMEOUT_MS) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('InactivityGuard (SPEC §4 inactivity)', () => {
  let restore = () => undefined as void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    restore();
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('shows an accessible alert dialog after the timeout, not before', async () => {
    ({ restore } = installRoutedFakeApi({}));
    renderGuard();
    await waitOut(TIMEOUT_MS - 1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitOut(1);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it("waits the site's tokenInactivityTime (GET /api/site) when no timeout is given", async () => {
    ({ restore } = installRoutedFakeApi({}));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    renderInRouter(<InactivityGuard />, { queryClient, site: { tokenInactivityTime: 90 } });
    await waitOut(89_999);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitOut(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('does not watch a signed-out shopper', async () => {
    ({ restore } = installRoutedFakeApi({}));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    renderInRouter(<InactivityGuard timeoutMs={TIMEOUT_MS} />, { queryClient });
    await waitOut(TIMEOUT_MS * 3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Continue refreshes the token (forced) and restarts the timer', async () => {
    const fake = installRoutedFakeApi({ [API.refresh]: () => sessionAnswer() });
    restore = fake.restore;
    renderGuard();
    await waitOut();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();

    expect(fake.callsTo(API.refresh).map((call) => call.body)).toEqual([{ forceRefreshToken: true }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitOut(TIMEOUT_MS - 1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitOut(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('logs a failed refresh and restarts the timer (SPEC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    ({ restore } = installRoutedFakeApi({ [API.refresh]: () => errorResponse(503) }));
    renderGuard();
    await waitOut();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();

    expect(error).toHaveBeenCalledWith('Token refresh failed', expect.objectContaining({ status: 503 }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitOut();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('removes the activity listeners while the alert is open', async () => {
    ({ restore } = installRoutedFakeApi({ [API.refresh]: () => sessionAnswer() }));
    const removed = vi.spyOn(window, 'removeEventListener');
    renderGuard();
    await waitOut();
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['mousemove', 'keydown']),
    );
    // Activity while the alert is open neither closes it nor restarts anything.
    fireEvent.mouseMove(window);
    await waitOut(TIMEOUT_MS * 2);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('End session marks the end for inactivity, logs out and leaves an account page for home', async () => {
    const fake = installRoutedFakeApi({ [API.logout]: () => jsonResponse({ ok: true }) });
    restore = fake.restore;
    const { router, queryClient } = renderGuard('/account/my-pets');
    await waitOut();
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    await settle();

    expect(fake.callsTo(API.logout)).toHaveLength(1);
    expect(window.localStorage.getItem(LOGGED_OUT_INACTIVE_KEY)).toBe('true');
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Signed out: nothing is watched any more.
    await waitOut(TIMEOUT_MS * 2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  describe('on the staff site (SPEC §4 Session applies to both sites)', () => {
    const END_SESSION = 'http://staff.localhost:3000/idp/session/end?id_token_hint=abc';

    function renderStaffGuard(registered: boolean) {
      const queryClient = createTestQueryClient();
      seedSession(queryClient, staffCustomerFixture({ registered }));
      renderInRouter(<InactivityGuard timeoutMs={TIMEOUT_MS} />, {
        path: '/products',
        siteId: 'HPSF',
        queryClient,
      });
      return queryClient;
    }

    it.each([true, false])(
      'alerts a signed-in staff member (registered: %s) after the timeout',
      async (registered) => {
        ({ restore } = installRoutedFakeApi({}));
        renderStaffGuard(registered);
        await waitOut(TIMEOUT_MS - 1);
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        await waitOut(1);
        expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
      },
    );

    it("End session logs out as the header's Log Out does: the staff logout, then the provider's end-session address", async () => {
      const leave = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
      const fake = installRoutedFakeApi({
        [API.staffLogout]: () => jsonResponse({ redirectTo: END_SESSION }),
        [API.logout]: () => jsonResponse({ ok: true }),
      });
      restore = fake.restore;
      const queryClient = renderStaffGuard(true);
      await waitOut();
      fireEvent.click(screen.getByRole('button', { name: 'End session' }));
      await settle();

      expect(fake.callsTo(API.staffLogout)).toHaveLength(1);
      expect(fake.callsTo(API.logout)).toHaveLength(0);
      expect(leave).toHaveBeenCalledWith(END_SESSION);
      expect(window.localStorage.getItem(LOGGED_OUT_INACTIVE_KEY)).toBe('true');
      expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
    });
  });
});
