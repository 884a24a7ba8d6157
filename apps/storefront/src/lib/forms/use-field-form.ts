import { useRef, useState } from 'react';
import { focusFirstInvalid, hasProblems, type FieldProblems } from './form-state';

/** What a text field or select is given to edit one value of a form (spread onto it). */
export interface FieldBinding {
  value: string;
  error: string | null | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** The keys of V whose values are text (what a text field or a select edits). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values, the problems shown on its fields (F: the fields that can have one) and its
 * element, the state every storefront form keeps. `field(name)` wires a text field or select to its
 * value and problem; `showProblems` marks what a check found and focuses the first field marked.
 */
export function useFieldForm<V extends object, F extends string = TextKey<V>>(initial: V | (() => V)) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<FieldProblems<F>>({});

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  /** Shows what a check found (clearing the rest) and focuses the first invalid field; true when it found nothing. */
  const showProblems = (found: FieldProblems<F>): boolean => {
    setProblems(found);
    if (!hasProblems(found)) return true;
    focusFirstInvalid(formRef.current);
    return false;
  };

  const field = (name: TextKey<V>): FieldBinding => ({
    value: values[name] as string,
    error: (problems as FieldProblems<string>)[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[typeof name]),
  });

  return { formRef, values, setValues, setValue, problems, setProblems, showProblems, field };
}
