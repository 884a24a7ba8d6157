import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-api';
import { API, installRoutedFakeApi } from '../../../testing/account-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

describe('ForgotPasswordForm', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('checks the address before asking', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderInRouter(<ForgotPasswordForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter your email address');
    expect(fake.calls).toHaveLength(0);
  });

  it("shows the API's CHECK_EMAIL answer as a neutral message, not a success about the address", async () => {
    const fake = installRoutedFakeApi({
      [API.forgotPassword]: () =>
        jsonResponse({ status: 'CHECK_EMAIL', message: 'If an account exists, we sent a link.' }, 202),
    });
    restore = fake.restore;
    renderInRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('If an account exists, we sent a link.');
    expect(status).toHaveClass('ui-form-alert--info');
    expect(fake.callsTo(API.forgotPassword)[0].body).toEqual({ email: 'nobody@example.com' });
  });

  it('says how long to wait when rate-limited', async () => {
    ({ restore } = installRoutedFakeApi({
      [API.forgotPassword]: () =>
        new Response(JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
        }),
    }));
    renderInRouter(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'jo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 60 seconds');
  });
});

describe('ResetPasswordForm', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  async function choose(password: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('points a link without a token to a new link', () => {
    ({ restore } = installRoutedFakeApi({}));
    renderInRouter(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/shelter/forgot-password',
    );
  });

  it('refuses a short password and two different entries', async () => {
    const fake = installRoutedFakeApi({});
    restore = fake.restore;
    renderInRouter(<ResetPasswordForm token="t1" />);
    await choose('short', 'other');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Use at least 8 characters$/);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('sets the new password with the token and offers to log in', async () => {
    const fake = installRoutedFakeApi({ [API.resetPassword]: () => jsonResponse({ ok: true }) });
    restore = fake.restore;
    renderInRouter(<ResetPasswordForm token="t1" />);
    await choose('a new long phrase', 'a new long phrase');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/shelter/login');
    expect(fake.callsTo(API.resetPassword)[0].body).toEqual({ token: 't1', password: 'a new long phrase' });
  });

  it("shows the API's refusal of a used or expired link", async () => {
    ({ restore } = installRoutedFakeApi({
      [API.resetPassword]: () =>
        jsonResponse({ statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'This link has expired' }, 400),
    }));
    renderInRouter(<ResetPasswordForm token="t1" />);
    await choose('a new long phrase', 'a new long phrase');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link has expired'));
    expect(screen.getByRole('alert')).toHaveTextContent('RESET_TOKEN_INVALID');
  });
});
