import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture, renderWithSite } from '../../../testing/render-app';
import { ProductTile } from './product-tile';

describe('ProductTile', () => {
  const product = productFixture();

  it('shows title, type, truncated description and price on the consumer site', () => {
    renderWithSite(<ProductTile product={product} />, { siteId: 'DTC' });

    expect(screen.getByRole('heading', { name: 'Adult Chicken & Rice Recipe' })).toBeInTheDocument();
    expect(screen.getByText('Dry Food')).toBeInTheDocument();
    expect(screen.getByText('Complete nutrition for ad...')).toBeInTheDocument();
    expect(screen.getByText('$54.99')).toBeInTheDocument();
  });

  it('hides the price on the staff-feeding site', () => {
    const { container } = renderWithSite(<ProductTile product={product} />, { siteId: 'HPSF' });

    expect(screen.getByRole('heading', { name: 'Adult Chicken & Rice Recipe' })).toBeInTheDocument();
    expect(screen.queryByText('$54.99')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('54.99');
  });
});
