import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFtcAcknowledged } from '../../../lib/browser/ftc-acknowledgement';
import { renderInRouter } from '../../../testing/render-in-router';
import { AutoshipTermsAcknowledgement } from './autoship-terms-acknowledgement';

function renderTerms(siteId: 'DTC' | 'HPSF' = 'DTC') {
  const onAcknowledged = vi.fn();
  const onCancel = vi.fn();
  renderInRouter(<AutoshipTermsAcknowledgement onAcknowledged={onAcknowledged} onCancel={onCancel} />, {
    siteId,
  });
  return { onAcknowledged, onCancel };
}

describe('AutoshipTermsAcknowledgement (isFTCAcknowledged)', () => {
  afterEach(() => window.localStorage.clear());

  it('says it renews until cancelled and how to cancel', () => {
    renderTerms();
    const dialog = screen.getByRole('dialog', { name: 'Before you start your autoship' });
    expect(dialog).toHaveTextContent('renews automatically until you cancel it');
    expect(screen.getByRole('link', { name: 'My Subscriptions' })).toHaveAttribute(
      'href',
      '/account/autoships',
    );
  });

  it("names the staff site's autoship page as it is titled there", () => {
    renderTerms('HPSF');
    expect(screen.getByRole('link', { name: 'My Autoships' })).toBeInTheDocument();
  });

  it('continues only once the box is ticked, and stores isFTCAcknowledged', () => {
    const { onAcknowledged } = renderTerms();
    const proceed = screen.getByRole('button', { name: 'Continue to Checkout' });
    expect(proceed).toBeDisabled();
    fireEvent.click(proceed);
    expect(readFtcAcknowledged()).toBe(false);

    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I understand my autoship renews until I cancel it.' }),
    );
    fireEvent.click(proceed);
    expect(readFtcAcknowledged()).toBe(true);
    expect(onAcknowledged).toHaveBeenCalledOnce();
  });

  it('cancelling (button or Escape) stores nothing', () => {
    const { onCancel, onAcknowledged } = renderTerms();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onAcknowledged).not.toHaveBeenCalled();
    expect(readFtcAcknowledged()).toBe(false);
  });
});
