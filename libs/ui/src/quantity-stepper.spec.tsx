import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

function Harness(props: Partial<QuantityStepperProps> & { start?: number }) {
  const { start = 1, onChange, ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      label="Quantity of Kitten Stew"
      min={1}
      max={5}
      {...rest}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper (SPEC §5 card quantity)', () => {
  it('groups its controls under the label given', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Quantity of Kitten Stew' })).toBeInTheDocument();
  });

  it('disables minus at the minimum and plus at the maximum', async () => {
    render(<Harness start={1} />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    for (let i = 0; i < 4; i += 1) await userEvent.click(plus());
    expect(input()).toHaveValue('5');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
  });

  it('takes digit keys only', async () => {
    render(<Harness />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'x-2.e');
    expect(input()).toHaveValue('2');
  });

  it('settles on blur within its own min and max', async () => {
    const onChange = vi.fn();
    render(<Harness min={2} max={5} start={3} onChange={onChange} />);
    await userEvent.clear(input());
    await userEvent.type(input(), '9');
    await userEvent.tab();
    expect(input()).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith(5);

    await userEvent.clear(input());
    await userEvent.tab();
    expect(input()).toHaveValue('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('explains the limit once the quantity reaches the maximum, in the words given', async () => {
    render(<Harness start={4} limitMessage="Autoship deliveries hold up to 5 of this item." />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(plus());
    expect(screen.getByRole('status')).toHaveTextContent('Autoship deliveries hold up to 5 of this item.');
    expect(input()).toHaveAccessibleDescription('Autoship deliveries hold up to 5 of this item.');
    await userEvent.click(minus());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("says the one-time line's limit by default, and nothing when told null", () => {
    const { unmount } = render(<Harness start={10} max={10} />);
    expect(screen.getByRole('status')).toHaveTextContent('You can buy up to 10 of this item per order.');
    unmount();
    render(<Harness start={10} max={10} limitMessage={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('disables everything and says nothing about limits when disabled (out of stock)', () => {
    render(<Harness start={5} disabled />);
    expect(input()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
