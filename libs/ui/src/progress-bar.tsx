import type { CSSProperties } from 'react';
import './progress-bar.css';

export interface ProgressBarProps {
  /** Fill from 0 to 100; values outside are clamped. */
  percent: number;
  /** Accessible name, e.g. 'Progress to free shipping'. */
  label: string;
  /** Bar height in px (SPEC §9: 8 full, 6 compact). */
  height: number;
  /** What a screen reader says instead of the bare percentage, e.g. '$12.00 until free shipping'. */
  valueText?: string;
  /** Fills in the success colour, for a goal reached. */
  complete?: boolean;
  className?: string;
}

/** A determinate progress bar (role progressbar, 0 to 100) drawn at the height the caller asks. */
export function ProgressBar({
  percent,
  label,
  height,
  valueText,
  complete = false,
  className,
}: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  const style = { '--ui-progress-height': `${height}px` } as CSSProperties;
  return (
    <div
      className={['ui-progress', complete ? 'ui-progress--complete' : null, className]
        .filter(Boolean)
        .join(' ')}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText}
      style={style}
    >
      <div className="ui-progress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
