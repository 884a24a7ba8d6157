import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('is one image named with the average and the count, filled to the average', () => {
    render(<StarRating average={4.6} count={23} />);
    const stars = screen.getByRole('img', { name: '4.6 out of 5, 23 reviews' });
    expect(stars.querySelector('.star-rating__filled')).toHaveStyle({ width: '92%' });
  });

  it('says one review in the singular, and shows the average in digits on the product page', () => {
    const { container } = render(<StarRating average={5} count={1} size="page" />);
    expect(screen.getByRole('img', { name: '5.0 out of 5, 1 review' })).toBeInTheDocument();
    expect(container).toHaveTextContent('5.0 (1)');
  });

  it('keeps the visible numbers from being read a second time', () => {
    const { container } = render(<StarRating average={3.2} count={7} />);
    expect(container.querySelector('.star-rating__numbers')).toHaveAttribute('aria-hidden', 'true');
  });
});
