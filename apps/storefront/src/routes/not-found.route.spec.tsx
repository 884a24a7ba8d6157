import { screen, waitFor } from '@testing-library/react';
import { withRegisteredStaff } from '../testing/account-fixtures';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

describe('NotFoundRoute', () => {
  it('names the unknown path (SPEC §8) and links home', async () => {
    renderApp('/some/path');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /some/path')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("titles the tab 'Page Not Found' with the site name", async () => {
    renderApp('/nope/here', { siteId: 'HPSF', queryClient: withRegisteredStaff() });

    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page Not Found | Pro Staff Feeding'));
  });
});
