import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';
import './alert-dialog.css';
import './dialog.css';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape, the close button and a click on the backdrop all call it; the caller unmounts the dialog. */
  onClose: () => void;
  /** Buttons or links under the body. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A modal the shopper may dismiss (a confirmation, terms to read): role dialog, named by its title,
 * with a Close button, Escape and a backdrop click to close, focus moved inside and kept there while
 * it is open, and returned to where it was when it closes. Open it by rendering it; close it by not.
 */
export function Dialog({ title, children, onClose, actions, className }: DialogProps) {
  const titleId = useId();
  const { ref, keepFocusInside } = useModalFocus<HTMLDivElement>();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    keepFocusInside(event);
  };

  return createPortal(
    <div
      className="ui-alert-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className={['ui-alert-dialog', 'ui-dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-alert-dialog__title">
            {title}
          </h2>
          <button type="button" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ui-alert-dialog__body">{children}</div>
        {actions ? <div className="ui-alert-dialog__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
