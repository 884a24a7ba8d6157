import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeShippingTracker } from './free-shipping-tracker';

const bar = () => screen.getByRole('progressbar', { name: 'Progress towards free shipping' });

describe('FreeShippingTracker (SPEC §2)', () => {
  it('says what is missing with two decimals and fills the bar to subtotal / threshold', () => {
    render(<FreeShippingTracker lines={[{ productType: 'Dry Food', subtotal: 24.5 }]} threshold={49} />);
    expect(screen.getByText('$24.50 until free shipping')).toBeInTheDocument();
    expect(screen.queryByTestId('free-shipping-check')).not.toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(bar().firstElementChild).toHaveStyle({ width: '50%' });
  });

  it("says 'You get free shipping!' with a check mark once the threshold is reached", () => {
    render(<FreeShippingTracker lines={[{ productType: 'Dry Food', subtotal: 49 }]} threshold={49} />);
    expect(screen.getByText('You get free shipping!')).toBeInTheDocument();
    expect(screen.getByTestId('free-shipping-check')).toBeInTheDocument();
    expect(bar().firstElementChild).toHaveStyle({ width: '100%' });
  });

  it('leaves the excluded product type out of the subtotal', () => {
    render(
      <FreeShippingTracker
        lines={[
          { productType: 'Dry Food', subtotal: 40 },
          { productType: 'Donation', subtotal: 20 },
        ]}
        threshold={49}
        excludedProductType="Donation"
      />,
    );
    expect(screen.getByText('$9.00 until free shipping')).toBeInTheDocument();
  });

  it('draws the bar 8 px high in the full layout (the default) and 6 px in the compact one', () => {
    const { unmount } = render(<FreeShippingTracker lines={[]} threshold={49} />);
    expect(bar().style.getPropertyValue('--ui-progress-height')).toBe('8px');
    unmount();
    render(<FreeShippingTracker lines={[]} threshold={49} layout="compact" />);
    expect(bar().style.getPropertyValue('--ui-progress-height')).toBe('6px');
  });
});
