import './spinner.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown beside the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/**
 * A polite live status for waits that have no content shape to sketch (e.g. the whole app starting).
 * The label is always present for screen readers; the animation alone never carries the meaning.
 */
export function Spinner({ label = 'Loading…', showLabel = false }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className="ui-spinner">
      <span aria-hidden="true" className="ui-spinner__circle" />
      {showLabel ? (
        <span className="ui-spinner__label">{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
