import type { Operation, Schema } from './openapi-operations';
import { rotate, slotLabel, slotsOf, withValue, type BuildContext, type Slot } from './request-base';
import type { Labelled } from './hostile-values';
import type { RequestDraft } from './request-draft';
import { typeOf } from './schema-values';
import type { Built } from './strategy';

/**
 * Where the value strategies put what they send: which slot of an operation, chosen by turns, and
 * the helpers every one of them needs to tell slots apart.
 */

export const hasInput = (operation: Operation) =>
  operation.parameters.length > 0 || operation.body !== undefined;
export const declaresQuery = (operation: Operation) => operation.parameters.some((p) => p.in === 'query');
export const takesBody = (operation: Operation) =>
  operation.body !== undefined || !['GET', 'HEAD'].includes(operation.method);

/** Where a hostile value goes when an operation declares no input: an undeclared parameter. */
export const SPARE_QUERY_SLOT: Slot = {
  location: 'query',
  name: 'fuzz',
  bodyPath: [],
  schema: { type: 'string' },
  required: false,
};

export const isStringy = (slot: Slot) => {
  const type = typeOf(slot.schema);
  if (type === 'string' || type === undefined) return true;
  return slot.location !== 'body' && type === 'array';
};
export const isNumeric = (slot: Slot) => ['integer', 'number'].includes(typeOf(slot.schema) ?? '');
export const isClosedObject = (schema: Schema) =>
  typeOf(schema) === 'object' &&
  schema.properties !== undefined &&
  schema.additionalProperties !== true &&
  typeof schema.additionalProperties !== 'object';

/** A slot the predicate likes, else any input slot, else the spare query parameter. */
export function chooseSlot(
  context: BuildContext,
  base: RequestDraft,
  prefer: (slot: Slot) => boolean,
  includeBodyRoot = false,
): Slot {
  const slots = slotsOf(context, base).filter(
    (slot) =>
      slot.location !== 'header' && (includeBodyRoot || slot.location !== 'body' || slot.bodyPath.length > 0),
  );
  // Slots rotate rather than being drawn, so every input of an operation gets each kind in turn.
  const preferred = slots.filter(prefer);
  if (preferred.length) return rotate(context, preferred);
  if (slots.length) return rotate(context, slots);
  return SPARE_QUERY_SLOT;
}

/** A field or parameter name the operation does not declare. */
export function undeclaredName(context: BuildContext, declared: string[]): string {
  return context.rng.pick(
    ['zzUnknown', 'isAdmin', 'price', 'siteId'].filter((name) => !declared.includes(name)),
  );
}

/** The value a slot has in the draft, when it is a single string. */
export function currentString(draft: RequestDraft, slot: Slot): string | undefined {
  if (slot.location === 'query') {
    const value = draft.query.find((pair) => pair.name === slot.name)?.value;
    return typeof value === 'string' ? value : undefined;
  }
  if (slot.location === 'body' && draft.body && 'json' in draft.body) {
    const value = slot.bodyPath.reduce<unknown>(
      (node, part) =>
        node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[part],
      draft.body.json,
    );
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/**
 * Puts a hostile string in a slot: as text in a URL, as a JSON string in a body. Half the time it
 * goes inside the valid value (a real SKU with a NUL in it gets further than a NUL alone).
 */
export function hostileString(
  context: BuildContext,
  base: RequestDraft,
  values: Labelled<string>[],
  prefer: (slot: Slot) => boolean = isStringy,
): Built {
  const { rng } = context;
  const slot = chooseSlot(context, base, prefer);
  const { label, value } = rng.pick(values);
  const current = currentString(base, slot);
  if (current && rng.chance(0.5)) {
    const at = rng.int(0, current.length);
    const mixed = current.slice(0, at) + value + current.slice(at);
    return {
      draft: withValue(base, slot, mixed),
      target: slotLabel(slot),
      variant: `${label}, in a valid value`,
    };
  }
  return { draft: withValue(base, slot, value), target: slotLabel(slot), variant: label };
}
