import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-error';
import { apiFieldProblems, firstProblemByField, type FieldProblems } from '../../../lib/forms/form-state';
import { useFieldForm } from '../../../lib/forms/use-field-form';

/** A domain check's answer (libs/identity validateAddress, validatePet), as the form reads it. */
export type RecordCheck<Input> =
  { ok: true; input: Input } | { ok: false; problems: ReadonlyArray<{ field: string; message: string }> };

export interface RecordFormOptions<V extends object, F extends string, Input> {
  initial: V | (() => V);
  /** The form's field for a problem's field, of the check or of the API's refusal ('address.zip'). */
  fieldOf: (field: string) => F | undefined;
  /** The API's own rule, run in the browser first: what to save, or what is wrong. */
  check: (values: V) => RecordCheck<Input>;
  /** Saves it (create or update); a 400 refusal is shown on the fields it names. */
  save: (input: Input) => Promise<void>;
  /** Adds to a refusal's field problems what its details do not name (a code meant for one field). */
  refusalProblems?: (error: ApiError, found: FieldProblems<F>) => FieldProblems<F>;
}

/**
 * An account record's form (an address, a pet): checked with the domain rule before saving, the
 * first problem of each field shown and the first invalid field focused; what the API still refuses
 * (400 with details) is shown on its field the same way.
 */
export function useRecordForm<V extends object, F extends string, Input>({
  initial,
  fieldOf,
  check,
  save: saveRecord,
  refusalProblems = (_error, found) => found,
}: RecordFormOptions<V, F, Input>) {
  const form = useFieldForm<V, F>(initial);
  const save = useMutation({
    mutationFn: saveRecord,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      form.showProblems(refusalProblems(error, apiFieldProblems(error.details, fieldOf)));
    },
  });

  const submit = () => {
    const result = check(form.values);
    if (!result.ok) {
      form.showProblems(firstProblemByField(result.problems, fieldOf));
      return;
    }
    form.setProblems({});
    save.mutate(result.input);
  };

  return { ...form, save, submit };
}
