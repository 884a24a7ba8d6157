import { encodeRedirect } from '@shop/identity';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerFixture, seedSession } from '../testing/account-fixtures';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

const PATH = '/shelter/autoship-required-login';

function guest() {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, null);
  return queryClient;
}

describe('/shelter/autoship-required-login (SPEC §2, §4)', () => {
  beforeAll(async () => {
    await import('./autoship-required-login.route');
  });

  it('explains that autoship needs an account, without the site layout', async () => {
    renderApp(PATH, { queryClient: guest() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autoship needs an account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Autoship Requires an Account | Shop Pet Nutrition'));
  });

  it('links to log in and create account with the way back to checkout as the redirect', async () => {
    const back = encodeURIComponent(encodeRedirect('/checkout?cart=abc'));
    renderApp(`${PATH}?redirect=${back}`, { queryClient: guest() });
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/shelter/login?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      `/shelter/register?redirect=${back}`,
    );
  });

  it('goes back to the cart when it was given no way back, or one that leaves the shop', async () => {
    const cart = encodeURIComponent(encodeRedirect('/cart'));
    const foreign = encodeURIComponent(encodeRedirect('https://evil.example/'));
    renderApp(`${PATH}?redirect=${foreign}`, { queryClient: guest() });
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/shelter/login?redirect=${cart}`,
    );
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
  });

  it('sends a signed-in shopper straight on to the way back', async () => {
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    const back = encodeURIComponent(encodeRedirect('/checkout'));
    const { router } = renderApp(`${PATH}?redirect=${back}`, { queryClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});

describe('/products/cart (SPEC §2: registered without a page)', () => {
  it('goes to /cart, keeping the query', async () => {
    const { router } = renderApp('/products/cart?utm_source=mail', { queryClient: guest() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?utm_source=mail');
  });
});
