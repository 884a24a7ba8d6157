import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import {
  AddedToCartDialogHost,
  useAddedToCartDialog,
  type AddedDialogRequest,
} from './added-to-cart-dialog-host';

const request = (title: string, onRemove?: (quantity: 0) => void): AddedDialogRequest => ({
  item: { productTitle: title, price: 10, quantity: 1 },
  onRemove,
});

let opened: boolean[] = [];

function AddButton({ title, onRemove }: { title: string; onRemove?: (quantity: 0) => void }) {
  const dialog = useAddedToCartDialog();
  return (
    <button type="button" onClick={() => opened.push(dialog.show(request(title, onRemove)))}>
      Add {title}
    </button>
  );
}

async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('AddedToCartDialogHost (SPEC §4: opens unless one is already open)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    opened = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens one dialog; a second add while it is open does not replace or stack it', async () => {
    renderInRouter(
      <AddedToCartDialogHost>
        <AddButton title="Chicken" />
        <AddButton title="Salmon" />
      </AddedToCartDialogHost>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Chicken' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Salmon' }));
    await pass(750);
    expect(opened).toEqual([true, false]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('Chicken')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Salmon' }));
    expect(opened).toEqual([true, false, true]);
    // A new dialog: hidden for its own first 750 ms.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await pass(750);
    expect(screen.getByText('Salmon')).toBeInTheDocument();
  });

  it('remove sets the line to 0 through the requester and closes the dialog', async () => {
    const onRemove = vi.fn();
    renderInRouter(
      <AddedToCartDialogHost>
        <AddButton title="Chicken" onRemove={onRemove} />
      </AddedToCartDialogHost>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Chicken' }));
    await pass(750);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes its auto-close time to every dialog', async () => {
    renderInRouter(
      <AddedToCartDialogHost autoCloseMs={2000}>
        <AddButton title="Chicken" />
      </AddedToCartDialogHost>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Chicken' }));
    await pass(750);
    await pass(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chicken' }));
    expect(opened).toEqual([true, true]);
  });
});
