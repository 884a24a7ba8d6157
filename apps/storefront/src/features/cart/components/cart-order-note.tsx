import { CART_NOTE_MAX_LENGTH } from '@shop/cart';
import { Button } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import type { Cart } from '../../../lib/cart/cart-cache';
import { useCartNote } from '../hooks/use-cart-note';
import './cart-order-details.css';

/**
 * A note to the order (SPEC §7 update-cart-note), saved when the field is left or with Save; the
 * limit is the API's (libs/cart CART_NOTE_MAX_LENGTH), shown and enforced by the field so the API
 * never has to refuse it. The counter is not a live region: it would talk over every keystroke.
 */
export function CartOrderNote({ cart }: { cart: Cart }) {
  const note = useCartNote(cart);
  const [text, setText] = useState(cart.note ?? '');
  const id = useId();
  // Another tab or a later answer may change the note; follow it unless the shopper is typing.
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(cart.note ?? '');
  }, [cart.note, editing]);

  const unsaved = (text.trim() === '' ? null : text) !== cart.note;
  const status = note.error
    ? null
    : note.saving
      ? 'Saving your note…'
      : note.saved && !unsaved
        ? 'Note saved.'
        : '';

  return (
    <section className="cart-order-details__section" aria-label="Order note">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={id}>
          Order note
        </label>
        <p id={`${id}-hint`} className="ui-field__hint">
          Anything we should know about this order? Up to {CART_NOTE_MAX_LENGTH} characters.
        </p>
        <textarea
          id={id}
          className="ui-control cart-order-details__note"
          name="note"
          rows={3}
          maxLength={CART_NOTE_MAX_LENGTH}
          value={text}
          aria-describedby={`${id}-hint ${id}-count`}
          onFocus={() => setEditing(true)}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => {
            setEditing(false);
            note.save(text);
          }}
        />
        <p id={`${id}-count`} className="cart-order-details__count">
          {text.length} of {CART_NOTE_MAX_LENGTH} characters
        </p>
      </div>
      <Button variant="secondary" disabled={note.saving || !unsaved} onClick={() => note.save(text)}>
        Save note
      </Button>
      {note.error ? (
        <p className="cart-order-details__status cart-order-details__status--refused" role="alert">
          {note.error}
        </p>
      ) : null}
      <p className="cart-order-details__status" role="status">
        {status}
      </p>
    </section>
  );
}
