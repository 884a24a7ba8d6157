import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';
import './alert-dialog.css';

export interface AlertDialogProps {
  title: string;
  /** What happened and what the choices do. */
  children: ReactNode;
  /** The choices, as buttons; the first one gets focus when the dialog opens. */
  actions: ReactNode;
}

/**
 * A modal alert that needs an answer (an expiring session, a delete to confirm): role alertdialog,
 * named by its title and described by its text, focus moved to the first action and kept inside
 * while it is open (Tab wraps), and returned to where it was when it closes. It has no Escape or
 * outside-click dismissal because every caller must choose one of its actions explicitly; a
 * dismissible one is {@link Dialog}.
 */
export function AlertDialog({ title, children, actions }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const { ref, keepFocusInside } = useModalFocus<HTMLDivElement>();

  return createPortal(
    <div className="ui-alert-dialog__backdrop">
      <div
        ref={ref}
        className="ui-alert-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="ui-alert-dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="ui-alert-dialog__body">
          {children}
        </div>
        <div className="ui-alert-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
