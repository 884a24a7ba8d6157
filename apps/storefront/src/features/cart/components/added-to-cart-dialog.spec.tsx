import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import { AddedToCartDialog, ADDED_DIALOG_HIDDEN_MS, type AddedCartItem } from './added-to-cart-dialog';

const item: AddedCartItem = {
  productTitle: 'Adult Chicken & Rice Recipe',
  variantTitle: 'Chicken & Rice / 30 lb',
  price: 19.99,
  quantity: 3,
  weight: 48,
  weightUnit: 'oz',
};

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderDialog(props: Partial<Parameters<typeof AddedToCartDialog>[0]> = {}) {
  const onClose = vi.fn();
  const result = renderInRouter(<AddedToCartDialog item={item} onClose={onClose} {...props} />, {
    path: '/products',
  });
  return { ...result, onClose };
}

describe('AddedToCartDialog (SPEC §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is hidden for the first 750 ms after mount, then shows as a dialog', async () => {
    renderDialog();
    expect(ADDED_DIALOG_HIDDEN_MS).toBe(750);
    await pass(749);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await pass(1);
    expect(screen.getByRole('dialog', { name: 'Item added to your cart!' })).toBeInTheDocument();
  });

  it('shows the quantity label, subtotal = price × quantity and the weight in lbs', async () => {
    renderDialog();
    await pass(750);
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByText('$59.97')).toBeInTheDocument();
    // 48 oz is 3 lbs.
    expect(screen.getByText('3 lbs')).toBeInTheDocument();
    expect(screen.getByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
  });

  it("says 'item' for one", async () => {
    renderDialog({ item: { ...item, quantity: 1 } });
    await pass(750);
    expect(screen.getByText('1 item')).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
  });

  it('uses the notification text the caller gives', async () => {
    renderDialog({ notification: 'Autoship added!' });
    await pass(750);
    expect(screen.getByRole('dialog', { name: 'Autoship added!' })).toBeInTheDocument();
  });

  it("'Continue Shopping' closes; 'Go to Cart' links to /cart and closes; Escape closes", async () => {
    const { onClose } = renderDialog();
    await pass(750);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const goToCart = screen.getByRole('link', { name: 'Go to Cart' });
    expect(goToCart).toHaveAttribute('href', '/cart');
    fireEvent.click(goToCart);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('moves focus into the dialog when it shows', async () => {
    renderDialog();
    await pass(750);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });

  it('remove calls back with quantity 0', async () => {
    const onRemove = vi.fn();
    renderDialog({ onRemove });
    await pass(750);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });

  it('never closes by itself by default', async () => {
    const { onClose } = renderDialog();
    await pass(750);
    await pass(60_000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes by itself autoCloseMs after it shows', async () => {
    const { onClose } = renderDialog({ autoCloseMs: 3000 });
    await pass(750);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await pass(2999);
    expect(onClose).not.toHaveBeenCalled();
    await pass(1);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
