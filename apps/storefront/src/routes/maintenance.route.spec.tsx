import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedAnnouncements, seedHeader } from '../features/content/testing/content-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

describe('MaintenanceRoute', () => {
  it('says the shop is briefly down, without the site layout (SPEC §2)', async () => {
    const queryClient = createTestQueryClient();
    seedHeader(queryClient);
    seedAnnouncements(queryClient, ['Free shipping on orders over $49']);
    renderApp('/maintenance', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: 'We’ll be right back' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Shop Pet Nutrition is down for scheduled maintenance.',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Free shipping on orders over $49')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Maintenance | Shop Pet Nutrition'));
  });

  it('is titled for the staff-feeding site there', async () => {
    renderApp('/maintenance', { siteId: 'HPSF' });

    expect(await screen.findByRole('heading', { level: 1, name: 'We’ll be right back' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Maintenance | Pro Staff Feeding'));
  });
});
