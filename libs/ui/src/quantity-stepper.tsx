import {
  canDecrement,
  canIncrement,
  isQuantityKeyAllowed,
  lineLimitMessage,
  normalizeQuantityOnBlur,
} from '@shop/cart';
import { useId, useState, type KeyboardEvent } from 'react';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  min: number;
  max: number;
  /** Out-of-stock variants disable the whole control (SPEC §4). */
  disabled?: boolean;
  /** Names the field for screen readers, e.g. 'Quantity of Adult Chicken Recipe'. */
  label: string;
  /**
   * Said under the control once the quantity reaches `max`, so the disabled plus button is
   * explained; defaults to libs/cart's one-time line wording, null says nothing.
   */
  limitMessage?: string | null;
}

/**
 * The quantity control of product cards, the product page and cart lines, with SPEC §5's rules, all
 * from libs/cart: only digit (and editing) keys are typed, the text settles on a whole number within
 * bounds when the field loses focus, and minus/plus are disabled at the bounds, where a message says
 * why. Typing is kept as text until blur so a shopper can clear the field and type a new number.
 */
export function QuantityStepper({
  value,
  onChange,
  min,
  max,
  disabled = false,
  label,
  limitMessage = lineLimitMessage(max, false),
}: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const inputId = useId();
  const messageId = useId();
  const atLimit = !disabled && limitMessage !== null && value >= max;

  // A new value from the parent (another variant, a reset) replaces whatever was typed, in the
  // same render rather than one effect later.
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
  }

  const commit = (raw: string | number) => {
    const next = normalizeQuantityOnBlur(raw, min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      // Steps from what the field shows, typed or not, so '5' then ArrowUp is 6.
      const step = event.key === 'ArrowUp' ? 1 : -1;
      commit(normalizeQuantityOnBlur(text, min, max) + step);
      return;
    }
    if (!isQuantityKeyAllowed(event.key)) event.preventDefault();
    else if (event.key === 'Enter') commit(text);
  };

  return (
    <div className="ui-quantity-stepper">
      <div className="ui-quantity-stepper__controls" role="group" aria-label={label}>
        <button
          type="button"
          className="ui-quantity-stepper__button"
          aria-label="Decrease quantity"
          disabled={disabled || !canDecrement(value, min)}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label className="ui-quantity-stepper__label" htmlFor={inputId}>
          Quantity
        </label>
        <input
          id={inputId}
          className="ui-quantity-stepper__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-describedby={atLimit ? messageId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => commit(text)}
        />
        <button
          type="button"
          className="ui-quantity-stepper__button"
          aria-label="Increase quantity"
          disabled={disabled || !canIncrement(value, max)}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={messageId} className="ui-quantity-stepper__limit" role="status">
        {atLimit ? limitMessage : null}
      </p>
    </div>
  );
}
