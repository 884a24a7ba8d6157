import { Button } from './button';
import './feedback-state.css';

export interface ErrorStateProps {
  /** What failed, in the shopper's words. */
  message: string;
  /** Called when the shopper asks to try again; without it no retry button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the retry button while a retry is already running. */
  retrying?: boolean;
}

/**
 * A failure the shopper can recover from: the message is announced (role="alert") and a retry
 * button sits beside it, so a flaky network never leaves a dead end.
 */
export function ErrorState({ message, onRetry, retryLabel = 'Retry', retrying = false }: ErrorStateProps) {
  return (
    <div className="ui-feedback-state ui-feedback-state--error" role="alert">
      <p className="ui-feedback-state__text">{message}</p>
      {onRetry ? (
        <div className="ui-feedback-state__action">
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
