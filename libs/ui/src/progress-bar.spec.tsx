import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('reports its value to assistive technology and fills that share of its width', () => {
    render(
      <ProgressBar percent={42.5} label="Progress to free shipping" height={8} valueText="$28.18 to go" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress to free shipping' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuetext', '$28.18 to go');
    expect(bar.firstElementChild).toHaveStyle({ width: '42.5%' });
  });

  it('is drawn at the height asked for', () => {
    render(<ProgressBar percent={10} label="p" height={6} />);
    expect(screen.getByRole('progressbar').style.getPropertyValue('--ui-progress-height')).toBe('6px');
  });

  it.each([
    [-5, '0%'],
    [150, '100%'],
    [Number.NaN, '0%'],
  ])('clamps %p to %s', (percent, width) => {
    render(<ProgressBar percent={percent} label="p" height={8} />);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width });
  });
});
