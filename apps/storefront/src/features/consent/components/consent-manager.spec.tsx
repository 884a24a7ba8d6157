import { CONSENT_COOKIE } from '@shop/consent';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../lib/browser/cookies';
import { requestConsentPreferences } from '../../../lib/consent/consent-preferences-request';
import { registerConsentScript, resetConsentRuntimeForTests } from '../../../lib/consent/consent-runtime';
import { CONSENT_SCRIPT_ATTRIBUTE } from '../../../lib/consent/dom-script-host';
import { renderWithSite } from '../../../testing/render-with-site';
import { ConsentHost } from './consent-host';

// jsdom's postMessage names neither the origin nor the source of a message, as browsers do.
beforeEach(() => {
  vi.spyOn(window, 'postMessage').mockImplementation((data: unknown) => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: window }),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  resetConsentRuntimeForTests();
  delete window.privacyManager;
  for (const element of document.querySelectorAll(`[${CONSENT_SCRIPT_ATTRIBUTE}]`)) element.remove();
});

const functionalScript = () =>
  document.head.querySelector(`script[${CONSENT_SCRIPT_ATTRIBUTE}="reviews-widget"]`);

describe('cookie consent on the page', () => {
  it('asks on a first visit, with accept all and decline all side by side, and stores nothing before a choice', async () => {
    renderWithSite(<ConsentHost />);
    const banner = await screen.findByRole('region', { name: 'Your cookie choices' });
    expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Decline all' })).toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toBeNull();
  });

  it('decline all, then the footer’s request reopens the dialog; enabling functional loads a registered script without a reload', async () => {
    const user = userEvent.setup();
    registerConsentScript({ id: 'reviews-widget', src: '/widgets/reviews.js' });
    renderWithSite(<ConsentHost />);
    await user.click(await screen.findByRole('button', { name: 'Decline all' }));
    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).not.toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toMatch(/^1:0:0:\d+$/);
    await waitFor(() => expect(window.privacyManager).toBeDefined());
    expect(functionalScript()).toBeNull();

    act(() => requestConsentPreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Required' })).toBeDisabled();
    const functional = within(dialog).getByRole('checkbox', { name: 'Functional' });
    expect(functional).not.toBeChecked();
    await user.click(functional);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toMatch(/^1:1:0:\d+$/);
    await waitFor(() => expect(functionalScript()).not.toBeNull());
  });

  it('shows Global Privacy Control as an opt-out of advertising that cannot be turned on', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      const user = userEvent.setup();
      renderWithSite(<ConsentHost />);
      const banner = await screen.findByRole('region', { name: 'Your cookie choices' });
      expect(banner).toHaveTextContent(
        'Global Privacy Control signal is on, so advertising cookies stay off',
      );
      await user.click(within(banner).getByRole('button', { name: 'Cookie settings' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
      const advertising = within(dialog).getByRole('checkbox', { name: 'Advertising' });
      expect(advertising).not.toBeChecked();
      expect(advertising).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'Accept all' }));
      expect(readCookie(CONSENT_COOKIE)).toMatch(/^1:1:0:\d+$/);
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  it('asks again when the policy version changed', async () => {
    document.cookie = `${CONSENT_COOKIE}=1:1:1:${Math.floor(Date.now() / 1000)}; path=/`;
    renderWithSite(<ConsentHost />, { site: { consentPolicyVersion: '2' } });
    expect(await screen.findByRole('region', { name: 'Your cookie choices' })).toBeInTheDocument();
  });

  it('does not ask when a current choice is remembered', async () => {
    document.cookie = `${CONSENT_COOKIE}=1:1:0:${Math.floor(Date.now() / 1000)}; path=/`;
    renderWithSite(<ConsentHost />);
    await waitFor(() => expect(window.privacyManager).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Your cookie choices' })).not.toBeInTheDocument();
  });
});
