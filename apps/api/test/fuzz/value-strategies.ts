import { boundaryValues } from './boundary-values';
import { ODD_NUMBER_JSON, ODD_NUMBER_TEXT, PROTOTYPE_KEYS, PROTOTYPE_QUERY_NAMES } from './hostile-values';
import { OMIT, rotate, slotLabel, slotsOf, valueFor, withBodyKey, withValue } from './request-base';
import { jsonBytes, type RequestDraft } from './request-draft';
import type { Operation } from './openapi-operations';
import { typeOf } from './schema-values';
import {
  chooseSlot,
  declaresQuery,
  hasInput,
  isClosedObject,
  isNumeric,
  SPARE_QUERY_SLOT,
  undeclaredName,
} from './slot-choice';
import type { Built, Strategy } from './strategy';

/**
 * Strategies about what the values are: valid, at the edges, of the wrong type, odd numbers,
 * undeclared and prototype keys, repeated ones. Each changes one slot of an otherwise valid
 * request, so the answer is about that value alone.
 */

export const valid: Strategy = {
  name: 'valid',
  hostile: false,
  applies: () => true,
  build: (context, base) => ({ draft: base, target: 'none', variant: 'valid' }),
};

export const boundary: Strategy = {
  name: 'boundary',
  hostile: false,
  applies: hasInput,
  build(context, base) {
    const slots = slotsOf(context, base).filter(
      (slot) => slot.location !== 'body' || slot.bodyPath.length > 0,
    );
    // Leaving out a required body is one boundary among many, not one slot in a handful.
    if (context.operation.body?.required && context.rng.chance(0.1)) {
      return {
        draft: { ...base, body: undefined },
        target: 'body',
        variant: 'missing (required)',
        expect: 'refusal',
      };
    }
    const slot = rotate(context, slots.length ? slots : [SPARE_QUERY_SLOT]);
    const cases = boundaryValues(context.document, slot.schema, valueFor(context, slot.schema, slot.name));
    if (slot.required) cases.push({ label: 'missing (required)', value: OMIT, refuse: true });
    if (!cases.length) return { draft: base, target: slotLabel(slot), variant: 'no boundary' };
    const chosen = context.rng.pick(cases);
    return {
      draft: withValue(base, slot, chosen.value),
      target: slotLabel(slot),
      variant: chosen.label,
      expect: chosen.refuse ? 'refusal' : 'any',
    };
  },
};

export const wrongType: Strategy = {
  name: 'wrong-type',
  hostile: true,
  applies: hasInput,
  build(context, base) {
    const { rng } = context;
    const slot = chooseSlot(context, base, () => true, true);
    const type = typeOf(slot.schema);
    if (slot.location === 'body') {
      // Refusal is expected only where no validator could read the value as the documented type.
      const known = type !== undefined;
      const scalar = known && type !== 'object' && type !== 'array';
      const container = type === 'object' || type === 'array';
      const options: Array<[string, unknown, boolean]> = [
        ['an object', { a: 1 }, scalar || type === 'array'],
        ['an array', ['x'], scalar || type === 'object'],
        ['a string', 'x', container],
        ['a number', 12, container],
        ['a boolean', true, container],
        ['null', null, slot.required && slot.schema.nullable !== true && known],
      ];
      const [label, value, refuse] = rng.pick(options);
      return {
        draft: withValue(base, slot, value),
        target: slotLabel(slot),
        variant: label,
        expect: refuse ? 'refusal' : 'any',
      };
    }
    if (isNumeric(slot) || type === 'boolean' || slot.schema.enum) {
      const value = rng.pick(['abc', 'true', '[]', '{}', 'null', 'undefined']);
      // 'true' is a fine boolean; everything else is text where a number, boolean or enum is due.
      const refuse = !(type === 'boolean' && value === 'true') && !slot.schema.enum?.includes(value);
      return {
        draft: withValue(base, slot, value),
        target: slotLabel(slot),
        variant: `text ${value}`,
        expect: refuse ? 'refusal' : 'any',
      };
    }
    // Bracket syntax asks a qs-style parser for an array or an object instead of a string.
    const name = rng.pick([`${slot.name}[]`, `${slot.name}[0]`, `${slot.name}[a]`, `${slot.name}[a][b]`]);
    const draft = withValue(base, slot, OMIT);
    draft.query.push({ name, value: 'x' });
    return {
      draft,
      target: slotLabel(slot),
      variant: `bracket name ${name}`,
      expect: declaresQuery(context.operation) ? 'refusal' : 'any',
    };
  },
};

export const oddNumber: Strategy = {
  name: 'odd-number',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng } = context;
    const slot = chooseSlot(context, base, isNumeric);
    const numeric = isNumeric(slot);
    if (slot.location === 'body' && rng.chance(0.6)) {
      const { label, value } = rng.pick(ODD_NUMBER_JSON);
      return { draft: withValue(base, slot, value), target: slotLabel(slot), variant: `JSON ${label}` };
    }
    const { label, value, refuse } = rng.pick(ODD_NUMBER_TEXT);
    return {
      draft: withValue(base, slot, value),
      target: slotLabel(slot),
      variant: `text ${label}`,
      expect: numeric && refuse ? 'refusal' : 'any',
    };
  },
};

export const unknownField: Strategy = {
  name: 'unknown-field',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng, operation } = context;
    const objects = slotsOf(context, base).filter(
      (slot) => slot.location === 'body' && isClosedObject(slot.schema),
    );
    if (objects.length && base.body && rng.chance(0.75)) {
      const slot = rng.pick(objects);
      const name = undeclaredName(context, Object.keys(slot.schema.properties ?? {}));
      return {
        draft: withBodyKey(base, slot.bodyPath, name, rng.pick([1, 'x', true, null])),
        target: slotLabel(slot),
        variant: `field ${name}`,
        expect: 'refusal',
      };
    }
    const name = undeclaredName(
      context,
      operation.parameters.map((parameter) => parameter.name),
    );
    return withUndeclaredQueryParameter(base, operation, name);
  },
};

/** A query parameter the operation does not declare: refused where it has a query DTO to check it. */
function withUndeclaredQueryParameter(base: RequestDraft, operation: Operation, name: string): Built {
  return {
    draft: { ...base, query: [...base.query, { name, value: '1' }] },
    target: 'query',
    variant: `parameter ${name}`,
    expect: declaresQuery(operation) ? 'refusal' : 'any',
  };
}

export const prototypeKey: Strategy = {
  name: 'prototype-key',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng, operation } = context;
    const objects = slotsOf(context, base).filter(
      (slot) => slot.location === 'body' && isClosedObject(slot.schema),
    );
    if (objects.length && base.body && rng.chance(0.6)) {
      const slot = rng.pick(objects);
      const key = rng.pick(PROTOTYPE_KEYS);
      const value =
        key === '__proto__'
          ? { polluted: true }
          : key === 'constructor'
            ? { prototype: { polluted: true } }
            : 'x';
      return {
        draft: withBodyKey(base, slot.bodyPath, key, value),
        target: slotLabel(slot),
        variant: `key ${key}`,
        expect: 'refusal',
      };
    }
    return withUndeclaredQueryParameter(base, operation, rng.pick(PROTOTYPE_QUERY_NAMES));
  },
};

export const duplicate: Strategy = {
  name: 'duplicate',
  hostile: true,
  applies: (operation) => declaresQuery(operation) || operation.body !== undefined,
  build(context, base) {
    const { rng } = context;
    const queried = slotsOf(context, base).filter((slot) => slot.location === 'query');
    if (queried.length && (!base.body || rng.chance(0.6))) {
      const slot = rng.pick(queried);
      const one = valueFor(context, slot.schema, slot.name);
      const other = valueFor(context, slot.schema, slot.name);
      const variants: Array<[string, unknown[]]> = [
        ['twice, same value', [one, one]],
        ['twice, different values', [one, other]],
        ['empty, then valid', ['', one]],
        ['60 times', Array.from({ length: 60 }, () => one)],
      ];
      const [label, values] = rng.pick(variants);
      const flat = values.flatMap((value) => (Array.isArray(value) ? value : [value]));
      return { draft: withValue(base, slot, flat), target: slotLabel(slot), variant: label };
    }
    // JSON allows a repeated key; parsers keep the last, a validator may have seen the first.
    const json = base.body && 'json' in base.body ? base.body.json : {};
    const text = jsonBytes(json).toString();
    const key = json && typeof json === 'object' ? Object.keys(json)[0] : undefined;
    if (!key || !text.startsWith('{')) return { draft: base, target: 'body', variant: 'no key to repeat' };
    const draft = {
      ...base,
      headers: { ...base.headers, 'content-type': 'application/json' },
      body: {
        bytes: Buffer.from(
          `{${JSON.stringify(key)}:${JSON.stringify(rng.pick(['', 'zz', 0, null]))},${text.slice(1)}`,
        ),
      },
    };
    return { draft, target: `body.${key}`, variant: 'key twice' };
  },
};
