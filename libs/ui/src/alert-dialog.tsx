import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './alert-dialog.css';

export interface AlertDialogProps {
  title: string;
  /** What happened and what the choices do. */
  children: ReactNode;
  /** The choices, as buttons; the first one gets focus when the dialog opens. */
  actions: ReactNode;
}

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal alert that needs an answer (an expiring session, a delete to confirm): role alertdialog,
 * named by its title and described by its text, focus moved to the first action and kept inside
 * while it is open (Tab wraps), and returned to where it was when it closes. It has no Escape or
 * outside-click dismissal because every caller must choose one of its actions explicitly.
 */
export function AlertDialog({ title, children, actions }: AlertDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ui-alert-dialog__backdrop">
      <div
        ref={dialogRef}
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
