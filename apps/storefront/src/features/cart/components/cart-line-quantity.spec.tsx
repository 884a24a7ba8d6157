import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartLineQuantity } from './cart-line-quantity';

const input = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('CartLineQuantity (SPEC §5 line limits)', () => {
  it('stops an autoship line at 5 and says why', async () => {
    const onChange = vi.fn();
    render(<CartLineQuantity quantity={5} autoship onChange={onChange} productTitle="Kitten Stew" />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Autoship deliveries hold up to 5 of this item.');
    await userEvent.clear(input());
    await userEvent.type(input(), '8');
    await userEvent.tab();
    expect(input()).toHaveValue('5');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets a one-time line go to 10, not beyond, and says why at 10', async () => {
    const onChange = vi.fn();
    render(<CartLineQuantity quantity={5} autoship={false} onChange={onChange} productTitle="Kitten Stew" />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.clear(input());
    await userEvent.type(input(), '12');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('never goes below 1 (removing a line is its own action)', async () => {
    const onChange = vi.fn();
    render(<CartLineQuantity quantity={1} autoship={false} onChange={onChange} productTitle="Kitten Stew" />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.clear(input());
    await userEvent.type(input(), '0');
    await userEvent.tab();
    expect(input()).toHaveValue('1');
    expect(screen.getByRole('group', { name: 'Quantity of Kitten Stew' })).toBeInTheDocument();
  });
});
