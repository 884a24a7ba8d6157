import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api';
import { API, customerFixture, installRoutedFakeApi } from '../../../testing/account-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { installSignInApi } from '../testing/sign-in-api';
import { RegisterForm } from './register-form';

async function fill({ first = 'Jo', last = 'Walker', email = 'jo@example.com', password = 'a long phrase' }) {
  if (first) await userEvent.type(screen.getByLabelText(/^First name/), first);
  if (last) await userEvent.type(screen.getByLabelText(/^Last name/), last);
  if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterForm', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('states the password policy up front: at least 8 characters, no composition rules', () => {
    ({ restore } = installRoutedFakeApi({}));
    renderInRouter(<RegisterForm onSignedIn={vi.fn()} />);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Use at least 8 characters\. Any letters, numbers, spaces or symbols work/,
    );
  });

  it('refuses missing names and a 7-character password before calling the API', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderInRouter(<RegisterForm onSignedIn={vi.fn()} />);
    await fill({ first: '', last: '', password: 'abcdefg' });

    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Enter your last name');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Use at least 8 characters$/);
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    expect(fake.calls).toHaveLength(0);
  });

  it('accepts exactly 8 characters of any kind, creates the account and signs in', async () => {
    const customer = customerFixture();
    const fake = installSignInApi(customer);
    restore = fake.restore;
    const onSignedIn = vi.fn();
    renderInRouter(<RegisterForm onSignedIn={onSignedIn} />);
    await fill({ password: 'aaaaaaaa' });

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(customer));
    expect(fake.callsTo(API.signIn)[0].body).toEqual({
      email: 'jo@example.com',
      key: 'aaaaaaaa',
      first_name: 'Jo',
      last_name: 'Walker',
    });
  });

  it("shows the neutral CHECK_EMAIL answer for an address that has an account, and doesn't sign in", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.signIn]: () =>
        jsonResponse({ status: 'CHECK_EMAIL', message: 'Check your email: we have sent a message.' }, 202),
    }));
    const onSignedIn = vi.fn();
    renderInRouter(<RegisterForm onSignedIn={onSignedIn} />);
    await fill({});

    expect(await screen.findByRole('status')).toHaveTextContent('Check your email: we have sent a message.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the API's refusal (a common password) with its code", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.signIn]: () =>
        jsonResponse({ statusCode: 400, code: 'WEAK_PASSWORD', message: 'This password is too common' }, 400),
    }));
    renderInRouter(<RegisterForm onSignedIn={vi.fn()} />);
    await fill({ password: 'password1' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password is too common');
    expect(alert).toHaveTextContent('Error code: WEAK_PASSWORD');
  });
});
