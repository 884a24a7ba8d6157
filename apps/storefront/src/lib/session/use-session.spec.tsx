import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/fake-api';
import { SESSION_HINT_COOKIE } from '@shop/identity';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  signedOutResponse,
  writeSessionHint,
} from '../../testing/account-fixtures';
import { readCookie } from '../browser/cookies';
import { createTestQueryClient } from '../../testing/test-query-client';
import { clearCustomerData, loadSession, sessionQueryOptions } from './session-queries';
import { useSession } from './use-session';

function renderSession() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useSession(), { wrapper }), queryClient };
}

describe('useSession', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('is signed in with the customer get-shopify-customer answers', async () => {
    const customer = customerFixture();
    writeSessionHint();
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => jsonResponse(customer) }));
    const { result } = renderSession();
    expect(result.current).toEqual({ status: 'loading', customer: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'signedIn', customer }));
  });

  it('is signed out without asking when the browser has no session hint (an anonymous visit)', async () => {
    const fake = installRoutedFakeApi({ [API.customer]: () => jsonResponse(customerFixture()) });
    restore = fake.restore;
    const { result, queryClient } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('success');
    expect(fake.calls).toHaveLength(0);
  });

  it('is signed out, not failed, when the API answers 401 to a stale hint, and forgets the hint', async () => {
    writeSessionHint('expired-session');
    const fake = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() });
    restore = fake.restore;
    const { result, queryClient } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
    expect(fake.callsTo(API.customer)).toHaveLength(1);
    // The next page load asks nothing: the hint is gone.
    expect(readCookie(SESSION_HINT_COOKIE)).toBeNull();
    await createTestQueryClient().fetchQuery(sessionQueryOptions());
    expect(fake.callsTo(API.customer)).toHaveLength(1);
  });

  it('keeps a hint that a newer sign-in wrote while the stale check was on its way', async () => {
    writeSessionHint('old-session');
    const fake = installRoutedFakeApi({
      [API.customer]: () => {
        // Another tab signs in meanwhile: the API sets a new session cookie and hint.
        writeSessionHint('new-session');
        return signedOutResponse();
      },
    });
    restore = fake.restore;
    const { result } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(readCookie(SESSION_HINT_COOKIE)).toBe('new-session');
  });

  it('reads a failed check (500) as signed out, but keeps it an error for pages to show', async () => {
    writeSessionHint();
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => errorResponse(500) }));
    const { result, queryClient } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('error');
  });
});

describe('loadSession and clearCustomerData', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('loads the customer for loaders, and null when the API cannot be reached', async () => {
    writeSessionHint();
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => errorResponse(503) }));
    expect(await loadSession(createTestQueryClient())).toBeNull();
  });

  it('recognises a signed-in shopper on a fresh page load: the hint is there, so it asks', async () => {
    const customer = customerFixture();
    writeSessionHint();
    const fake = installRoutedFakeApi({ [API.customer]: () => jsonResponse(customer) });
    restore = fake.restore;
    expect(await loadSession(createTestQueryClient())).toEqual(customer);
    expect(fake.callsTo(API.customer)).toHaveLength(1);
  });

  it('drops every customer-data query and reads as signed out without asking the API', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(sessionQueryOptions().queryKey, customerFixture());
    await queryClient.prefetchQuery({
      queryKey: ['pets'],
      queryFn: () => ['Rex'],
      meta: { customerData: true },
    });
    await queryClient.prefetchQuery({ queryKey: ['catalog'], queryFn: () => ['food'] });

    clearCustomerData(queryClient);

    expect(queryClient.getQueryData(['pets'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog'])).toEqual(['food']);
    expect(await loadSession(queryClient)).toBeNull();
    expect(fake.calls).toHaveLength(0);
  });
});
