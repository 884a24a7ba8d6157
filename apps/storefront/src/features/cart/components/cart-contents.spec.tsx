import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartFixture, cartLineFixture, type CartFixtureOptions } from '../../../testing/cart-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { CartContents } from './cart-contents';

const noop = () => undefined;

function renderCart(options: CartFixtureOptions) {
  return renderInRouter(
    <CartContents
      cart={cartFixture(options)}
      threshold={49}
      changeError={null}
      busyLineId={null}
      checkoutBusy={false}
      onQuantity={noop}
      onPlan={noop}
      onCheckout={noop}
    />,
    { siteId: 'HPSF' },
  );
}

const quota = (cents: number) => ({
  quotaMonth: '2025-02',
  monthlyQuota: '500.00',
  quotaValue: (cents / 100).toFixed(2),
  quotaValueCents: cents,
  quotaReached: cents === 0,
});

describe("the cart's monthly staff allowance (issue 24 §2)", () => {
  const line = cartLineFixture();
  const orderCents = cartFixture({ lines: [line] }).cost.cents.cartSubtotalCents;

  it('shows what is left this month, with no alert while the cart fits', () => {
    renderCart({ lines: [line], staffQuota: quota(orderCents) });
    expect(screen.getByText(/Monthly allowance left:/)).toHaveTextContent(
      `Monthly allowance left: $${(orderCents / 100).toFixed(2)}`,
    );
    expect(screen.queryByText(/over your monthly allowance/)).not.toBeInTheDocument();
  });

  it('says the cart is over it when it is one cent more than what is left', () => {
    renderCart({ lines: [line], staffQuota: quota(orderCents - 1) });
    expect(screen.getByText(/over your monthly allowance/)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(/Monthly allowance left:/)).toHaveTextContent(
      `Monthly allowance left: $${((orderCents - 1) / 100).toFixed(2)}`,
    );
  });

  it('shows nothing without a quota (a consumer, a group without one)', () => {
    renderCart({ lines: [line], staffQuota: null });
    expect(screen.queryByText(/Monthly allowance left/)).not.toBeInTheDocument();
  });
});
