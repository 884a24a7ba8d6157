import { getSiteOptions, type SiteDto } from '@shop/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../testing/fake-api';
import { createTestQueryClient } from '../../testing/test-query-client';
import { renderWithSite, siteFor } from '../../testing/render-with-site';
import { SiteProvider, useSite } from './site-context';
import { apiError } from '../../testing/query-errors';

function SiteProbe() {
  const { siteId, title, staff } = useSite();
  return <p>{`${siteId} / ${title} / ${staff ? 'staff' : 'consumer'}`}</p>;
}

function renderProvider(queryClient = createTestQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteProvider>
        <SiteProbe />
      </SiteProvider>
    </QueryClientProvider>,
  );
}

describe('SiteProvider', () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => restoreApi());

  it('exposes the site from GET /api/site', () => {
    renderWithSite(<SiteProbe />, { siteId: 'HPSF' });
    expect(screen.getByText('HPSF / Pro Staff Feeding / staff')).toBeInTheDocument();
  });

  it('shows a loading status until the site is known, then the app', async () => {
    const queryClient = createTestQueryClient();
    let resolveSite: (site: SiteDto) => void = () => undefined;
    void queryClient.fetchQuery({
      ...getSiteOptions(),
      queryFn: () => new Promise<SiteDto>((resolve) => (resolveSite = resolve)),
    });

    renderProvider(queryClient);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
    expect(screen.queryByText(/DTC/)).not.toBeInTheDocument();

    resolveSite(siteFor('DTC'));
    expect(await screen.findByText('DTC / Shop Pet Nutrition / consumer')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a clear message with Retry when the site cannot be loaded', async () => {
    const queryClient = createTestQueryClient();
    await queryClient
      .fetchQuery({ ...getSiteOptions(), queryFn: () => Promise.reject(apiError(503)) })
      .catch(() => undefined);

    renderProvider(queryClient);

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the shop.");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText(/DTC/)).not.toBeInTheDocument();
  });

  it('asks the API again when Retry is pressed', async () => {
    const api = installFakeApi(() => jsonResponse(siteFor('HPSF')));
    restoreApi = api.restore;
    const queryClient = createTestQueryClient();
    await queryClient
      .fetchQuery({ ...getSiteOptions(), queryFn: () => Promise.reject(new TypeError('Failed to fetch')) })
      .catch(() => undefined);
    renderProvider(queryClient);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('HPSF / Pro Staff Feeding / staff')).toBeInTheDocument();
    expect(new URL(api.requests[0].url).pathname).toBe('/api/site');
  });

  it('refuses to be used outside the provider', () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<SiteProbe />)).toThrow('useSite() must be used inside <SiteProvider>.');
    } finally {
      console.error = original;
    }
  });
});
