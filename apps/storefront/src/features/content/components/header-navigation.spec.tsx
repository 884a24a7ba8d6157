import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { renderWithSite } from '../../../testing/render-with-site';
import { headerQueryOptions } from '../api/content-queries';
import { headerFixture, seedHeader } from '../testing/content-fixtures';
import { apiError, seedQueryError, neverSettles } from '../../../testing/query-errors';
import { HeaderLogo } from './header-logo';
import { HeaderNavigation } from './header-navigation';

function renderNavigation(queryClient = createTestQueryClient(), path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <header>
            <HeaderLogo />
            <HeaderNavigation />
          </header>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithSite(<RouterProvider router={router} />, { queryClient }), router };
}

/** The element a control's aria-controls points at. */
function controlled(control: HTMLElement): HTMLElement {
  const element = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!element) throw new Error('aria-controls points at nothing');
  return element;
}

function seeded() {
  const queryClient = createTestQueryClient();
  seedHeader(queryClient);
  return queryClient;
}

describe('HeaderNavigation', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the CMS links in a main navigation, marking the current page', () => {
    renderNavigation(seeded(), '/faq');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dog' })).toHaveAttribute('href', '/products/dog');
    expect(within(nav).getByRole('link', { name: 'Autoship & Save' })).toHaveAttribute('href', '/autoship');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dog' })).not.toHaveAttribute('aria-current');
  });

  it('opens a drop-down with its button, closes it with Escape and returns focus to the button', async () => {
    renderNavigation(seeded());
    const button = screen.getByRole('button', { name: 'Dog menu' });
    const submenu = controlled(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(submenu).getByRole('link', { name: 'Dry Food' })).toHaveAttribute(
      'href',
      '/products/dog/dry-food',
    );

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.closest('li')).toHaveAttribute('data-open', 'true');

    await userEvent.tab();
    expect(within(submenu).getByRole('link', { name: 'Dry Food' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes a drop-down when focus leaves it', async () => {
    renderNavigation(seeded());
    const button = screen.getByRole('button', { name: 'Dog menu' });
    await userEvent.click(button);

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover after 300 ms and closes 250 ms after the pointer leaves (SPEC §9)', () => {
    vi.useFakeTimers();
    renderNavigation(seeded());
    const button = screen.getByRole('button', { name: 'Dog menu' });
    const item = button.closest('li') as HTMLElement;

    fireEvent.mouseEnter(item);
    act(() => vi.advanceTimersByTime(299));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(249));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('folds behind a Menu button on small screens, and closes it on navigation', async () => {
    const { router } = renderNavigation(seeded());
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = controlled(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');

    await userEvent.click(within(panel).getByRole('link', { name: 'Autoship & Save' }));
    expect(router.state.location.pathname).toBe('/autoship');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external links in a new tab outside the router', () => {
    const queryClient = createTestQueryClient();
    seedHeader(
      queryClient,
      headerFixture({
        links: [{ label: 'Blog', url: 'https://example.org/blog', external: true, children: [] }],
      }),
    );
    renderNavigation(queryClient);

    const link = screen.getByRole('link', { name: 'Blog (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/blog');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('holds its place with placeholders while loading and is simply absent when the header fails', async () => {
    const loading = createTestQueryClient();
    void loading.prefetchQuery({ ...headerQueryOptions(), queryFn: neverSettles });
    const { container, unmount } = renderNavigation(loading);
    expect(container.querySelector('.header-nav--loading')).not.toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();

    const failed = createTestQueryClient();
    await seedQueryError(failed, headerQueryOptions().queryKey, apiError(500));
    renderNavigation(failed);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('HeaderLogo', () => {
  it('shows the CMS logo, decorative and fitted through the image path, at a fixed size', () => {
    const { container } = renderNavigation(seeded());
    const logo = container.querySelector('img') as HTMLImageElement;
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '32');
    expect(logo).toHaveAttribute('height', '32');
    expect(logo.getAttribute('src')).toBe(
      '/api/images?src=%2Fcontent-assets%2Flogo-shop-pet-nutrition.svg&w=32&h=32&fit=contain',
    );
    expect(logo.getAttribute('srcset')).toContain('&w=64&h=64&fit=contain 2x');
  });

  it('falls back to the paw mark until the header arrives, or when the image fails', () => {
    const { container } = renderNavigation(createTestQueryClient());
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.ui-paw-icon')).not.toBeNull();
  });

  it('swaps to the paw mark when the logo image cannot be loaded', () => {
    const { container } = renderNavigation(seeded());
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg.ui-paw-icon')).not.toBeNull();
  });
});
