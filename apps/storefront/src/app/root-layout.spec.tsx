import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app';

describe('RootLayout', () => {
  it('has a skip link to the main landmark, a home link named after the site and a footer', async () => {
    renderApp('/anything', { siteId: 'DTC' });

    await screen.findByRole('heading', { name: 'Page not found' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Shop Pet Nutrition' })).toHaveAttribute('href', '/');
    expect(within(header).queryByText('Pro')).not.toBeInTheDocument();

    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Shop Pet Nutrition`,
    );
  });

  it("marks the staff-feeding site with 'Pro'", async () => {
    renderApp('/anything', { siteId: 'HPSF' });

    await screen.findByRole('heading', { name: 'Page not found' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pro Staff Feeding' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Pro Staff Feeding');
  });
});
