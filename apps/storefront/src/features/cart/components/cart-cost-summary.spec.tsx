import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import { CartCostSummary, type CartCostTotals } from './cart-cost-summary';

const totals: CartCostTotals = {
  subtotalBeforeSavingsCents: 10_998,
  programDiscountCents: 0,
  cartSubtotalCents: 10_448,
  totalSavingsCents: 550,
};

function line(name: string) {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('CartCostSummary (SPEC §2 cart page)', () => {
  it("shows 'Order Summary', the cost lines, 'Total Savings:' and the checkout note", () => {
    renderInRouter(<CartCostSummary totals={totals} onCheckout={() => undefined} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    expect(line('Subtotal Before Savings')).toBe('$109.98');
    expect(line('Cart Subtotal')).toBe('$104.48');
    expect(line('Estimated Total')).toBe('$104.48');
    expect(summary).toHaveTextContent('Total Savings: $5.50');
    expect(summary).toHaveTextContent(
      'Tax and shipping are added at checkout. Orders shipped to Alaska and Hawaii add a $4 service charge.',
    );
  });

  it('leaves out the Program Discount line for a consumer who has none', () => {
    renderInRouter(<CartCostSummary totals={totals} onCheckout={() => undefined} />);
    expect(screen.queryByText('Program Discount')).not.toBeInTheDocument();
  });

  it('shows the program discount on the staff site, where prices show in the cart', () => {
    renderInRouter(
      <CartCostSummary totals={{ ...totals, programDiscountCents: 1_100 }} onCheckout={() => undefined} />,
      { siteId: 'HPSF' },
    );
    expect(line('Program Discount')).toBe('−$11.00');
    expect(line('Cart Subtotal')).toBe('$104.48');
  });

  it('shows no Total Savings line when nothing was saved', () => {
    renderInRouter(
      <CartCostSummary totals={{ ...totals, totalSavingsCents: 0 }} onCheckout={() => undefined} />,
    );
    expect(screen.queryByText(/Total Savings:/)).not.toBeInTheDocument();
  });

  it("'Proceed to Checkout' calls back; 'Continue Shopping' links to the products", () => {
    const onCheckout = vi.fn();
    renderInRouter(<CartCostSummary totals={totals} onCheckout={onCheckout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  });

  it('refuses checkout when told to, and says why', () => {
    const onCheckout = vi.fn();
    renderInRouter(
      <CartCostSummary
        totals={totals}
        onCheckout={onCheckout}
        checkoutDisabled
        checkoutNote="An order can hold up to 10 items. Remove some to check out."
      />,
    );
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('An order can hold up to 10 items. Remove some to check out.');
  });
});
