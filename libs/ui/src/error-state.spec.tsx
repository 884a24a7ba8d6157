import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the message as an alert', () => {
    render(<ErrorState message="We could not load products." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load products.');
  });

  it('calls onRetry when Retry is pressed', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no retry button without onRetry', () => {
    render(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('disables the retry button while retrying', async () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Failed" onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Retrying…' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
