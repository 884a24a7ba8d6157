import { Button } from '@shop/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { warehouseQueryOptions } from '../api/location-queries';
import { useGuestZipSync, useUserZip } from '../hooks/use-user-location';
import { useZipValidation } from '../hooks/use-zip-validation';
import { setUserZip, writeUserWarehouseCookie, ZIP_ENTRY_MAX_LENGTH } from '../state/user-location-store';
import './zip-picker.css';

/**
 * The header's delivery ZIP (SPEC §2 ZIP picker): shows the current ZIP (80011 for a new guest)
 * and opens a small form to change it. A new ZIP must be 5 digits and inside a served range (with
 * the site's bypass on, any entry); then the userLocation cookie becomes '{zip}::HOME', every
 * card's stock and delivery date are fetched for it and the serving warehouse goes in the
 * userWarehouse cookie. Also keeps the stored guest ZIP and the cookie in sync on every navigation
 * (SPEC §4). A disclosure, not a modal: Escape or Cancel closes it and focus goes back to the
 * toggle.
 */
export function ZipPicker() {
  useGuestZipSync();
  const zip = useUserZip();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { check, retry } = useZipValidation(open);
  const [draft, setDraft] = useState(zip);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    toggleRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    const result = check(next);
    if (!result.ok) {
      setError(result.message);
      if (result.retryable) retry();
      inputRef.current?.focus();
      return;
    }
    setUserZip(next);
    setAnnouncement(`Delivery ZIP code updated to ${next}.`);
    close();
    // SPEC §3/§8: remember the serving warehouse (none for a ZIP only the bypass accepts); a
    // failed look-up is logged and clears it.
    queryClient
      .fetchQuery(warehouseQueryOptions(next))
      .then((found) => writeUserWarehouseCookie(found?.warehouse.code ?? null))
      .catch((lookupError: unknown) => {
        console.warn('Warehouse lookup failed', lookupError);
        writeUserWarehouseCookie(null);
      });
  };

  return (
    <div
      className="zip-picker"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="zip-picker__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (open) {
            close();
          } else {
            setDraft(zip);
            setOpen(true);
          }
        }}
      >
        <span className="zip-picker__toggle-label">Deliver to</span>{' '}
        <span className="zip-picker__zip">{zip}</span>
      </button>
      <span role="status" className="zip-picker__status">
        {announcement}
      </span>
      {open ? (
        <form
          id={panelId}
          className="zip-picker__panel"
          onSubmit={onSubmit}
          noValidate
          aria-label="Change delivery ZIP code"
        >
          <label htmlFor={inputId} className="zip-picker__label">
            ZIP code
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="zip-picker__input"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_ENTRY_MAX_LENGTH}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={errorId} className="zip-picker__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="zip-picker__actions">
            <Button type="submit">Update</Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
