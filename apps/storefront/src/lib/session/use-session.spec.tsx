import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../testing/fake-api';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  signedOutResponse,
} from '../../testing/account-fixtures';
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
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => jsonResponse(customer) }));
    const { result } = renderSession();
    expect(result.current).toEqual({ status: 'loading', customer: null });
    await waitFor(() => expect(result.current).toEqual({ status: 'signedIn', customer }));
  });

  it('is signed out, not failed, when the API answers 401', async () => {
    const fake = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() });
    restore = fake.restore;
    const { result, queryClient } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.status).toBe('success');
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
  });

  it('reads a failed check (500) as signed out, but keeps it an error for pages to show', async () => {
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
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => errorResponse(503) }));
    expect(await loadSession(createTestQueryClient())).toBeNull();
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
