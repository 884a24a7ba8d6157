import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AutoshipLimitAlert } from './autoship-limit-alert';

describe('AutoshipLimitAlert (SPEC §4)', () => {
  it.each([1, 4])('is off for %i', (quantity) => {
    render(<AutoshipLimitAlert requestedQuantity={quantity} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([5, 6, 10])('is on for %i and names the limit', (quantity) => {
    render(<AutoshipLimitAlert requestedQuantity={quantity} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Autoship deliveries hold up to 5 of this item. For more, add a one-time purchase.',
    );
  });
});
