import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  sessionAnswer,
  signedOutResponse,
} from '../../../testing/account-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { LOGGED_OUT_INACTIVE_KEY } from '../model/session-lifecycle';
import { installSignInApi } from '../testing/sign-in-api';
import { LoginForm } from './login-form';

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginForm', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('marks empty or malformed fields inline, focuses the first and calls nothing', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderInRouter(<LoginForm onSignedIn={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Enter your email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Enter your password');
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'jo@example');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com');
    expect(fake.calls).toHaveLength(0);
  });

  it('signs in, loads the customer and hands it to the page', async () => {
    const customer = customerFixture();
    const fake = installSignInApi(customer);
    restore = fake.restore;
    window.localStorage.setItem(LOGGED_OUT_INACTIVE_KEY, 'true');
    const onSignedIn = vi.fn();
    renderInRouter(<LoginForm onSignedIn={onSignedIn} />);
    expect(screen.getByRole('status')).toHaveTextContent('You were logged out because you were inactive');

    await fillAndSubmit(' jo@example.com ', 'correct horse');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(customer));
    expect(fake.callsTo(API.signIn)[0].body).toEqual({ email: 'jo@example.com', key: 'correct horse' });
    expect(fake.callsTo(API.signIn)[0].request.headers.get('X-Shop-Client')).toBe('storefront');
    expect(window.localStorage.getItem(LOGGED_OUT_INACTIVE_KEY)).toBeNull();
  });

  it("shows the API's refusal with its code", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.signIn]: () =>
        jsonResponse(
          { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect' },
          401,
        ),
    }));
    const onSignedIn = vi.fn();
    renderInRouter(<LoginForm onSignedIn={onSignedIn} />);
    await fillAndSubmit('jo@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email or password is incorrect');
    expect(alert).toHaveTextContent('Error code: INVALID_CREDENTIALS');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says how long to wait when rate-limited (429)', async () => {
    ({ restore } = installRoutedFakeApi({
      [API.signIn]: () =>
        new Response(
          JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }),
          {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '37' },
          },
        ),
    }));
    renderInRouter(<LoginForm onSignedIn={vi.fn()} />);
    await fillAndSubmit('jo@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 37 seconds and try again.');
  });

  it("logs 'Error setting session token' and logs out when no session follows the sign-in (SPEC §8)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = installRoutedFakeApi({
      [API.signIn]: () => sessionAnswer(),
      [API.customer]: () => signedOutResponse(),
      [API.logout]: () => jsonResponse({ ok: true }),
    });
    restore = fake.restore;
    const onSignedIn = vi.fn();
    renderInRouter(<LoginForm onSignedIn={onSignedIn} />);
    await fillAndSubmit('jo@example.com', 'correct horse');

    expect(await screen.findByRole('alert')).toHaveTextContent('could not start your session');
    expect(error).toHaveBeenCalledWith('Error setting session token');
    expect(fake.callsTo(API.logout)).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
