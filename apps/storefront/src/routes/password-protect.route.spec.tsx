import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedHeader, seedPasswordProtect } from '../features/content/testing/content-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

describe('PasswordProtectRoute', () => {
  it('shows the CMS heading and message without the site layout', async () => {
    const queryClient = createTestQueryClient();
    seedHeader(queryClient);
    seedPasswordProtect(queryClient, {
      enabled: true,
      heading: 'Staff preview',
      message: 'Pro Staff Feeding is in preview. Enter the password your clinic received.',
    });
    renderApp('/password-protect', { siteId: 'HPSF', queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff preview' })).toBeInTheDocument();
    expect(
      screen.getByText('Pro Staff Feeding is in preview. Enter the password your clinic received.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue to the shop' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Staff preview | Pro Staff Feeding'));
  });

  it('leads into the shop when the password gate is off', async () => {
    const queryClient = createTestQueryClient();
    seedPasswordProtect(queryClient, {
      enabled: false,
      heading: 'We will be right back',
      message: 'Opening soon.',
    });
    renderApp('/password-protect', { queryClient });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We will be right back' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the shop' })).toHaveAttribute('href', '/');
  });

  it('shows a neutral message when the page text cannot be loaded', async () => {
    renderApp('/password-protect');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This shop is private' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Shop Pet Nutrition is not open to the public right now/)).toBeInTheDocument();
  });
});
