import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mediaQueryFrom } from './breakpoints';
import { EmptyState } from './empty-state';
import { PawIcon } from './paw-icon';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

describe('EmptyState', () => {
  it('shows the title as a heading and the optional action', () => {
    render(<EmptyState title="No products yet" action={<a href="/">Back home</a>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back home' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('exposes its label as a status for screen readers', () => {
    render(<Spinner label="Loading the shop…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the shop…');
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <h2>
        <VisuallyHidden>Products</VisuallyHidden>
      </h2>,
    );
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
  });

  it('can render as a heading itself', () => {
    render(<VisuallyHidden as="h2">Products</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveClass('ui-visually-hidden');
  });
});

describe('mediaQueryFrom', () => {
  it('gives the min-width query of a SPEC §9 breakpoint', () => {
    expect(mediaQueryFrom('md')).toBe('(min-width: 768px)');
    expect(mediaQueryFrom('xs')).toBe('(min-width: 0px)');
  });
});

describe('PawIcon', () => {
  it('is decorative', () => {
    const { container } = render(<PawIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
