import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import { MiniCartButton } from './mini-cart-button';

describe('MiniCartButton (SPEC §2 mini cart)', () => {
  it('links to the cart, named with the count in words', () => {
    renderInRouter(<MiniCartButton count={3} />);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('3');
  });

  it("says 'item' for one", () => {
    renderInRouter(<MiniCartButton count={1} />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows no badge for an empty cart', () => {
    renderInRouter(<MiniCartButton count={0} />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('mini-cart-count')).not.toBeInTheDocument();
  });

  it('caps the badge at 99+ but says the real count', () => {
    renderInRouter(<MiniCartButton count={120} />);
    expect(screen.getByRole('link', { name: 'Cart, 120 items' })).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('99+');
  });
});
