import { SESSION_HINT_COOKIE } from '@shop/identity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../lib/browser/cookies';
import { loadSession } from '../../../lib/session/session-queries';
import { API, customerFixture, installRoutedFakeApi, seedSession } from '../../../testing/account-fixtures';
import { errorResponse, jsonResponse } from '../../../testing/fake-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { signOut } from './session-lifecycle';

describe('signOut (SPEC §4 Logout)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it('forgets the session hint even when the logout call fails, so no later page asks who this is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    expect(readCookie(SESSION_HINT_COOKIE)).not.toBeNull();
    const fake = installRoutedFakeApi({
      [API.logout]: () => errorResponse(503),
      [API.customer]: () => jsonResponse(customerFixture()),
    });
    restore = fake.restore;

    await signOut(queryClient);

    expect(fake.callsTo(API.logout)).toHaveLength(1);
    expect(readCookie(SESSION_HINT_COOKIE)).toBeNull();
    expect(await loadSession(createTestQueryClient())).toBeNull();
    expect(fake.callsTo(API.customer)).toHaveLength(0);
  });
});
