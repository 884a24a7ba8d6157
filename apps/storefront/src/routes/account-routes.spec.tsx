import { encodeRedirect } from '@shop/identity';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../lib/browser/browser-location';
import { readCartId } from '../lib/cart/cart-id-storage';
import { rememberPage } from '../lib/session/page-memory';
import { jsonResponse } from '../testing/fake-api';
import {
  addressFixture,
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
  sessionAnswer,
  signedOutResponse,
  staffCustomerFixture,
} from '../testing/account-fixtures';
import { CART_API, cartFixture, resetCartStorage } from '../testing/cart-fixtures';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

function location(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** A fake API where signing in with the right password starts a session for `customer`. */
function accountApi(customer = customerFixture()) {
  let signedIn = false;
  return installRoutedFakeApi({
    [API.customer]: () => (signedIn ? jsonResponse(customer) : signedOutResponse()),
    [API.signIn]: (body) => {
      if (body['key'] !== 'correct horse')
        return jsonResponse({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Nope' }, 401);
      signedIn = true;
      return sessionAnswer(customer);
    },
    [API.logout]: () => {
      signedIn = false;
      return jsonResponse({ ok: true });
    },
    [API.pets]: () => jsonResponse({ pets: [] }),
    [API.petSuggestions]: () => jsonResponse({ suggestions: [], handles: [] }),
    [API.crypto]: () => jsonResponse({ value1: 'a', value2: 'b' }),
  });
}

async function logIn() {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'jo@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('account routes: redirects (SPEC §2)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    window.sessionStorage.clear();
    document.cookie = 'userLocation=; path=/; max-age=0';
  });

  it('sends a guest on an account page to the login page with the base64 of the full path, without showing it', async () => {
    ({ restore } = accountApi());
    const { router } = renderApp('/account/address-book?tab=all');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(location(router)).toBe(
      `/shelter/login?redirect=${encodeURIComponent(encodeRedirect('/account/address-book?tab=all'))}`,
    );
    expect(screen.queryByRole('heading', { name: 'Address Book' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log In | Shop Pet Nutrition'));
  });

  it('returns the guest to that account page after logging in, with the ZIP of their default address', async () => {
    const home = addressFixture({ zip: '80202' });
    const customer = customerFixture({ defaultAddress: home, addresses: [home] });
    ({ restore } = accountApi(customer));
    const { router } = renderApp('/account/address-book');
    await logIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    expect(location(router)).toBe('/account/address-book');
    expect(document.cookie).toContain('userLocation=80202::HOME');
  });

  it('sets the og_auth cookie (POST /api/crypto) once per signed-in session, again after a logout and sign-in', async () => {
    const fake = accountApi();
    restore = fake.restore;
    const { router } = renderApp('/shelter/login');
    await logIn();
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(fake.callsTo(API.crypto)).toHaveLength(1);

    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await act(() => router.navigate('/shelter/login'));
    await logIn();
    await waitFor(() => expect(fake.callsTo(API.crypto)).toHaveLength(2));
  });

  it("returns to the page where Log In was clicked (the header's link)", async () => {
    ({ restore } = accountApi());
    const { router } = renderApp('/sitemap');
    await userEvent.click(await screen.findByRole('link', { name: 'Log In' }));
    await logIn();
    await waitFor(() => expect(location(router)).toBe('/sitemap'));
    expect(await screen.findByRole('link', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('sends a signed-in customer away from login, register and forgot-password, back to the previous page', async () => {
    ({ restore } = installRoutedFakeApi({}));
    for (const path of ['/shelter/login', '/shelter/register', '/shelter/forgot-password']) {
      window.sessionStorage.clear();
      rememberPage('/products/dog?sort=price');
      const queryClient = createTestQueryClient();
      seedSession(queryClient, customerFixture());
      const { router, unmount } = renderApp(path, { queryClient });
      await waitFor(() => expect(location(router)).toBe('/products/dog?sort=price'));
      unmount();
    }
  });

  it('sends a signed-in customer without a previous page to the redirect target, else home', async () => {
    ({ restore } = installRoutedFakeApi({}));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    const first = renderApp(`/shelter/login?redirect=${encodeRedirect('/account/my-pets')}`, { queryClient });
    await waitFor(() => expect(location(first.router)).toBe('/account/my-pets'));
    first.unmount();

    window.sessionStorage.clear();
    const second = renderApp('/shelter/login', { queryClient });
    await waitFor(() => expect(location(second.router)).toBe('/'));
  });

  it('opens /account/login as the login page and /account/profile as My Profile', async () => {
    ({ restore } = installRoutedFakeApi({}));
    const login = renderApp('/account/login?redirect=abc');
    await waitFor(() => expect(location(login.router)).toBe('/shelter/login?redirect=abc'));
    login.unmount();

    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    const profile = renderApp('/account/profile', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(location(profile.router)).toBe('/account/my-profile');
  });

  it.each([
    ['Default-RegistrationLogin', '/shelter/register'],
    ['Default-ResetPassword', '/shelter/forgot-password'],
    ['Default-LinkAccounts', '/shelter/login'],
  ])('opens the screen set %s of /account/login?screenSet= at %s, other query kept', async (id, path) => {
    ({ restore } = installRoutedFakeApi({}));
    const { router } = renderApp(`/account/login?screenSet=${id}&redirect=abc`);
    await waitFor(() => expect(location(router)).toBe(`${path}?redirect=abc`));
  });

  it('/logout ends the session and goes home', async () => {
    const fake = accountApi();
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    const { router } = renderApp('/logout', { queryClient });
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(fake.callsTo(API.logout)).toHaveLength(1);
  });

  it("/logout on the staff site ends the shop session, then the identity provider's (its end-session address)", async () => {
    const endSession = 'http://staff.localhost:3000/idp/session/end?id_token_hint=abc';
    const leave = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const fake = installRoutedFakeApi({ [API.staffLogout]: () => jsonResponse({ redirectTo: endSession }) });
    restore = () => {
      fake.restore();
      leave.mockRestore();
    };
    const queryClient = createTestQueryClient();
    seedSession(queryClient, staffCustomerFixture({ registered: true }));
    renderApp('/logout', { siteId: 'HPSF', queryClient });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(endSession));
    expect(fake.callsTo(API.staffLogout)).toHaveLength(1);
    expect(fake.callsTo(API.logout)).toHaveLength(0);
  });

  it('logging out from the header on an account page goes home', async () => {
    const fake = accountApi();
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, customerFixture());
    const { router } = renderApp('/account/dashboard', { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Account | Shop Pet Nutrition'));
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(fake.callsTo(API.logout)).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('staff customer load after the single sign-on (SPEC §4 Customer load)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    window.sessionStorage.clear();
    document.cookie = 'userLocation=; path=/; max-age=0';
  });

  function staffApi() {
    return installRoutedFakeApi({
      [API.crypto]: () => jsonResponse({ value1: 'a', value2: 'b' }),
      [API.staffLogout]: () => jsonResponse({ redirectTo: '/' }),
    });
  }

  it("saves the clinic's ZIP as '{zip}::PREFERRED' and sets og_auth once, not at every page", async () => {
    const fake = staffApi();
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, staffCustomerFixture({ registered: true }, { preferredAddress: 'clinic' }));
    const { router } = renderApp('/faq', { siteId: 'HPSF', queryClient });

    await waitFor(() => expect(fake.callsTo(API.crypto)).toHaveLength(1));
    expect(document.cookie).toContain('userLocation=80011::PREFERRED');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/faq'));
    expect(fake.callsTo(API.crypto)).toHaveLength(1);
  });

  it("uses the default address's ZIP with HOME when the member prefers home delivery", async () => {
    const fake = staffApi();
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    const home = addressFixture({ zip: '80202' });
    seedSession(
      queryClient,
      staffCustomerFixture(
        { registered: true },
        { preferredAddress: 'home', defaultAddress: home, addresses: [home] },
      ),
    );
    renderApp('/faq', { siteId: 'HPSF', queryClient });

    await waitFor(() => expect(fake.callsTo(API.crypto)).toHaveLength(1));
    expect(document.cookie).toContain('userLocation=80202::HOME');
  });

  it("restores the member's persisted cart in a new browser (SPEC §4 Login)", async () => {
    const persisted = cartFixture({ id: 'gid://shop/Cart/staff1', customerId: 'gid://shop/Customer/5' });
    const fake = installRoutedFakeApi({
      [API.crypto]: () => jsonResponse({ value1: 'a', value2: 'b' }),
      [CART_API.get]: () => jsonResponse(persisted),
    });
    restore = fake.restore;
    resetCartStorage();
    const queryClient = createTestQueryClient();
    seedSession(
      queryClient,
      staffCustomerFixture(
        { registered: true },
        { persistedCartMetafield: { id: 'gid://shop/Metafield/3', value: persisted.id } },
      ),
    );
    renderApp('/faq', { siteId: 'HPSF', queryClient });
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(fake.callsTo(CART_API.get)[0]?.body).toMatchObject({ cartId: persisted.id });
    expect(readCartId()).toBe(persisted.id);
    resetCartStorage();
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const fake = staffApi();
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedSession(queryClient, null);
    renderApp('/faq', { siteId: 'HPSF', queryClient });
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(fake.callsTo(API.crypto)).toHaveLength(0);
  });
});

describe('account page heads (SPEC §2)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it.each([
    ['/shelter/register', 'Create Account', /account/],
    ['/account/my-profile', 'My Profile', /name, phone/],
    ['/account/address-book', 'Address Book', /^$/],
  ])('%s is titled %s with its description', async (path, title, description) => {
    ({ restore } = installRoutedFakeApi({}));
    const queryClient = createTestQueryClient();
    seedSession(queryClient, path.startsWith('/account') ? customerFixture() : null);
    renderApp(path, { queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Shop Pet Nutrition`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(description);
  });
});
