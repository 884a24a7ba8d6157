import { screen, within } from '@testing-library/react';
import { withRegisteredStaff } from '../testing/account-fixtures';
import { describe, expect, it } from 'vitest';
import {
  bannerFixture,
  seedAnnouncements,
  seedFooter,
  seedHeader,
  seedSitewideBanners,
} from '../features/content/testing/content-fixtures';
import { createTestQueryClient } from '../testing/test-query-client';
import { renderApp } from '../testing/render-app';

describe('RootLayout', () => {
  it('has a skip link to the main landmark, a home link named after the site and a footer', async () => {
    renderApp('/anything/else', { siteId: 'DTC' });

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
    renderApp('/anything/else', { siteId: 'HPSF', queryClient: withRegisteredStaff() });

    await screen.findByRole('heading', { name: 'Page not found' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Pro Staff Feeding' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Pro Staff Feeding');
  });

  it('composes the CMS chrome: announcements above the header, navigation, sitewide banner and footer', async () => {
    const queryClient = createTestQueryClient();
    seedHeader(queryClient);
    seedFooter(queryClient);
    seedAnnouncements(queryClient, ['Free shipping on orders over $49', 'Save 5% on every Autoship order']);
    seedSitewideBanners(queryClient, [
      bannerFixture({
        id: 'satisfaction',
        headline: '100% satisfaction guarantee',
        image: null,
        link: null,
        placement: 'top',
      }),
    ]);
    renderApp('/anything/else', { queryClient });

    await screen.findByRole('heading', { name: 'Page not found' });
    const announcements = screen.getByRole('complementary', { name: 'Announcements' });
    expect(
      within(announcements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free shipping on orders over $49Details', 'Save 5% on every Autoship order']);
    expect(within(announcements).getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/shipping');
    expect(
      announcements.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Site notices' })).toHaveTextContent(
      '100% satisfaction guarantee',
    );

    const footer = screen.getByRole('contentinfo');
    const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('heading', { level: 2, name: 'Help' })).toBeInTheDocument();
    expect(within(footerNav).getByRole('list', { name: 'Company' })).toBeInTheDocument();
    expect(within(footerNav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(footer).toHaveTextContent('© Shop Pet Nutrition. All rights reserved.');
  });

  it('shows the page without any CMS chrome when the CMS cannot be reached', async () => {
    renderApp('/anything/else', { siteId: 'DTC' });

    expect(await screen.findByText('Page not found: /anything/else')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Shop Pet Nutrition`,
    );
  });
});
