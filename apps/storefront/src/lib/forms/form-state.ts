/** What a form field says is wrong with it; null when it is fine. */
export type FieldProblem = string | null;

/** Problems by field name; a form is valid when every entry is null. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export function hasProblems<F extends string>(problems: FieldProblems<F>): boolean {
  return Object.values(problems).some((problem) => problem);
}

/**
 * Moves focus to the first field of `form` that is marked invalid, so a keyboard or screen-reader
 * user lands on what needs fixing (its error is read as its description).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The per-field problems of a refused form as the API sends them (the error body's details:
 * `[{ field: 'zip', problems: ['...'] }]`), by the form's own field names (`fieldOf` maps the API's
 * dotted field to one, or undefined for a field the form does not show).
 */
export function apiFieldProblems<F extends string>(
  details: unknown,
  fieldOf: (apiField: string) => F | undefined,
): FieldProblems<F> {
  const found: FieldProblems<F> = {};
  if (!Array.isArray(details)) return found;
  for (const detail of details as Array<{ field?: unknown; problems?: unknown }>) {
    if (typeof detail?.field !== 'string' || !Array.isArray(detail.problems)) continue;
    const field = fieldOf(detail.field);
    if (field && !found[field])
      found[field] = detail.problems.filter((p) => typeof p === 'string').join('; ');
  }
  return found;
}

/**
 * The problems of a domain check (libs/identity validateAddress, validatePet) by the form's own
 * field names, the first one of each field (`fieldOf` maps the check's field, or gives undefined
 * for one the form does not show).
 */
export function firstProblemByField<F extends string>(
  problems: ReadonlyArray<{ field: string; message: string }>,
  fieldOf: (field: string) => F | undefined,
): FieldProblems<F> {
  const found: FieldProblems<F> = {};
  for (const problem of problems) {
    const field = fieldOf(problem.field);
    if (field && !found[field]) found[field] = problem.message;
  }
  return found;
}
