import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The focus contract every modal shares (WAI-ARIA dialog pattern): on open, focus moves to the
 * first focusable element inside (or the dialog itself when there is none); Tab and Shift+Tab wrap
 * inside; on close, focus goes back to where it was. Returns the keydown handler that wraps Tab;
 * put it and the ref on the dialog element.
 */
export function useModalFocus<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  keepFocusInside: (event: KeyboardEvent<T>) => void;
} {
  const ref = useRef<T>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    (dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => previous?.focus();
  }, []);

  const keepFocusInside = (event: KeyboardEvent<T>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
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

  return { ref, keepFocusInside };
}
