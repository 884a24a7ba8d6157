import { useId } from 'react';
import './option-picker.css';

export interface OptionPickerProps {
  /** 'Size', 'Flavor' or 'Product Form'. */
  name: string;
  /** Legend/label text; defaults to the option name. */
  label?: string;
  values: readonly string[];
  selected: string;
  onSelect: (value: string) => void;
  /** Pills (native radios) for a few short values, a dropdown for long lists or the staff size. */
  mode: 'pills' | 'select';
}

/**
 * Picks one value of a variant option. Pills are native radio buttons styled as pills, so arrow
 * keys, focus and the checked state work for every input method; the dropdown is a native select.
 */
export function OptionPicker({ name, label = name, values, selected, onSelect, mode }: OptionPickerProps) {
  const id = useId();

  if (mode === 'select') {
    return (
      <div className="option-picker option-picker--select">
        <label className="option-picker__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="ui-control ui-control--small option-picker__select"
          value={selected}
          onChange={(event) => onSelect(event.target.value)}
        >
          {values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <fieldset className="option-picker option-picker--pills">
      <legend className="option-picker__label">{label}</legend>
      <div className="option-picker__pills">
        {values.map((value) => (
          <label key={value} className="option-picker__pill">
            <input
              type="radio"
              className="option-picker__radio"
              name={id}
              value={value}
              checked={value === selected}
              onChange={() => onSelect(value)}
            />
            <span className="option-picker__pill-text">{value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
