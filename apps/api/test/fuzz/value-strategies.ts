import { boundaryValues } from './boundary-values';
import {
  CONTROL_STRINGS,
  DEEP_LEVELS,
  deepArrayText,
  deepObjectText,
  INVALID_UTF8_BYTES,
  INVALID_UTF8_WIRE,
  LONE_SURROGATES,
  longStrings,
  MALFORMED_PERCENT,
  NUL_STRINGS,
  ODD_NUMBER_JSON,
  ODD_NUMBER_TEXT,
  PROTOTYPE_KEYS,
  PROTOTYPE_QUERY_NAMES,
  type Labelled,
} from './hostile-values';
import type { Operation, Schema } from './openapi-operations';
import { decodeToken, retoken, tokenLeaves } from './opaque-token';
import {
  OMIT,
  rotate,
  slotLabel,
  slotsOf,
  valueFor,
  withBodyKey,
  withValue,
  type BuildContext,
  type Slot,
} from './request-base';
import { jsonBytes, percentEncode, RawJson, WireText, type RequestDraft } from './request-draft';
import { typeOf } from './schema-values';
import type { Built, Strategy } from './strategy';

/**
 * Strategies that change what is sent in parameters and body fields: boundary values and the
 * hostile values of hostile-values.ts, each put into one slot of an otherwise valid request so
 * the server's answer is about that value alone.
 */

const hasInput = (operation: Operation) => operation.parameters.length > 0 || operation.body !== undefined;
const declaresQuery = (operation: Operation) => operation.parameters.some((p) => p.in === 'query');
const takesBody = (operation: Operation) =>
  operation.body !== undefined || !['GET', 'HEAD'].includes(operation.method);

/** Where a hostile value goes when an operation declares no input: an undeclared parameter. */
const SPARE_QUERY_SLOT: Slot = {
  location: 'query',
  name: 'fuzz',
  bodyPath: [],
  schema: { type: 'string' },
  required: false,
};

const isStringy = (slot: Slot) => {
  const type = typeOf(slot.schema);
  if (type === 'string' || type === undefined) return true;
  return slot.location !== 'body' && type === 'array';
};
const isNumeric = (slot: Slot) => ['integer', 'number'].includes(typeOf(slot.schema) ?? '');
const isClosedObject = (schema: Schema) =>
  typeOf(schema) === 'object' &&
  schema.properties !== undefined &&
  schema.additionalProperties !== true &&
  typeof schema.additionalProperties !== 'object';

/** A slot the predicate likes, else any input slot, else the spare query parameter. */
function chooseSlot(
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
function undeclaredName(context: BuildContext, declared: string[]): string {
  return context.rng.pick(
    ['zzUnknown', 'isAdmin', 'price', 'siteId'].filter((name) => !declared.includes(name)),
  );
}

/** The value a slot has in the draft, when it is a single string. */
function currentString(draft: RequestDraft, slot: Slot): string | undefined {
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
function hostileString(
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

const valid: Strategy = {
  name: 'valid',
  hostile: false,
  applies: () => true,
  build: (context, base) => ({ draft: base, target: 'none', variant: 'valid' }),
};

const boundary: Strategy = {
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

const wrongType: Strategy = {
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

const nul: Strategy = {
  name: 'nul',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, NUL_STRINGS),
};

const controlChars: Strategy = {
  name: 'control-chars',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, CONTROL_STRINGS),
};

const loneSurrogate: Strategy = {
  name: 'lone-surrogate',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, LONE_SURROGATES),
};

const longString: Strategy = {
  name: 'long-string',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const slot = chooseSlot(context, base, isStringy);
    const values = longStrings();
    // Astral characters are two UTF-16 units: a limit counted in characters lets twice the units through.
    if (slot.schema.maxLength)
      values.push({ label: 'maxLength emoji', value: '🐶'.repeat(slot.schema.maxLength) });
    const { label, value } = context.rng.pick(values);
    return { draft: withValue(base, slot, value), target: slotLabel(slot), variant: label };
  },
};

const invalidUtf8: Strategy = {
  name: 'invalid-utf8',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng } = context;
    const slot = chooseSlot(context, base, isStringy);
    if (slot.location === 'body') {
      const { label, value } = rng.pick(INVALID_UTF8_BYTES);
      return { draft: withValue(base, slot, value), target: slotLabel(slot), variant: label };
    }
    const { label, value } = rng.pick(INVALID_UTF8_WIRE);
    return {
      draft: withValue(base, slot, new WireText(`a${value}`)),
      target: slotLabel(slot),
      variant: label,
    };
  },
};

const oddNumber: Strategy = {
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

const deepNesting: Strategy = {
  name: 'deep-nesting',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng, operation } = context;
    if (takesBody(operation)) {
      const variants: Array<[string, () => RequestDraft]> = [
        [`array ${DEEP_LEVELS} deep`, () => ({ ...base, body: { bytes: Buffer.from(deepArrayText()) } })],
        [`object ${DEEP_LEVELS} deep`, () => ({ ...base, body: { bytes: Buffer.from(deepObjectText()) } })],
        [
          'array 40000 deep (80 KB)',
          () => ({ ...base, body: { bytes: Buffer.from(deepArrayText(40_000)) } }),
        ],
        [
          `array ${DEEP_LEVELS} deep in a field`,
          () => {
            const slot = chooseSlot(context, base, (s) => s.location === 'body' && s.bodyPath.length === 1);
            return slot.location === 'body'
              ? withValue(base, slot, new RawJson(deepArrayText()))
              : { ...base, body: { bytes: Buffer.from(`{"a":${deepArrayText()}}`) } };
          },
        ],
      ];
      const [label, make] = rng.pick(variants);
      const draft = make();
      if (!draft.headers['content-type'] && !(draft.body && 'json' in draft.body))
        draft.headers = { ...draft.headers, 'content-type': 'application/json' };
      return { draft, target: 'body', variant: label };
    }
    const variants: Array<[string, () => RequestDraft]> = [
      [
        'bracketed name 1000 deep',
        () => ({ ...base, query: [...base.query, { name: `a${'[a]'.repeat(1000)}`, value: '1' }] }),
      ],
      [
        `array ${DEEP_LEVELS} deep as a value`,
        () => withValue(base, chooseSlot(context, base, isStringy), deepArrayText()),
      ],
      [
        `array ${DEEP_LEVELS} deep as a GET body`,
        () => ({
          ...base,
          headers: { ...base.headers, 'content-type': 'application/json' },
          body: { bytes: Buffer.from(deepArrayText()) },
        }),
      ],
    ];
    const [label, make] = rng.pick(variants);
    return { draft: make(), target: label.includes('body') ? 'body' : 'query', variant: label };
  },
};

const unknownField: Strategy = {
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
    const draft = { ...base, query: [...base.query, { name, value: '1' }] };
    return {
      draft,
      target: 'query',
      variant: `parameter ${name}`,
      expect: declaresQuery(operation) ? 'refusal' : 'any',
    };
  },
};

const prototypeKey: Strategy = {
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
    const name = rng.pick(PROTOTYPE_QUERY_NAMES);
    const draft = { ...base, query: [...base.query, { name, value: '1' }] };
    return {
      draft,
      target: 'query',
      variant: `parameter ${name}`,
      expect: declaresQuery(operation) ? 'refusal' : 'any',
    };
  },
};

const duplicate: Strategy = {
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

const malformedPercent: Strategy = {
  name: 'malformed-percent',
  hostile: true,
  applies: () => true,
  build(context, base) {
    const { rng } = context;
    const { label, value } = rng.pick(MALFORMED_PERCENT);
    const where = rng.pick(['value', 'name', 'path']);
    if (where === 'path') {
      const path = base.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        percentEncode(String(base.pathParams[name] ?? '')),
      );
      const cut = rng.int(1, path.length);
      return {
        draft: { ...base, rawPath: path.slice(0, cut) + value + path.slice(cut) },
        target: 'path',
        variant: label,
      };
    }
    if (where === 'name') {
      return {
        draft: { ...base, query: [...base.query, { name: new WireText(`a${value}`), value: '1' }] },
        target: 'query name',
        variant: label,
      };
    }
    const slot = chooseSlot(context, base, (s) => s.location === 'query');
    if (slot.location !== 'query')
      return {
        draft: { ...base, query: [...base.query, { name: 'q', value: new WireText(value) }] },
        target: 'query.q',
        variant: label,
      };
    return { draft: withValue(base, slot, new WireText(value)), target: slotLabel(slot), variant: label };
  },
};

/** What goes into a field of a decoded token: hostile text appended, or another type. */
const TOKEN_CHANGES: Array<Labelled<(value: unknown) => unknown>> = [
  ...NUL_STRINGS.map(({ label, value }) => ({ label, value: (old: unknown) => `${String(old)}${value}` })),
  ...LONE_SURROGATES.map(({ label, value }) => ({
    label,
    value: (old: unknown) => `${String(old)}${value}`,
  })),
  { label: 'CR LF', value: (old) => `${String(old)}\r\n` },
  { label: 'quote and backslash', value: (old) => `${String(old)}'"\\` },
  { label: '1,000 characters', value: () => 'k'.repeat(1000) },
  { label: 'a number', value: () => 1e308 },
  { label: 'a negative number', value: () => -1 },
  { label: 'null', value: () => null },
  { label: 'an object', value: () => ({}) },
];

/**
 * Known-good parameter sets that carry an opaque token (a listing cursor with its sort), each
 * field of the token in turn: (set, field) pairs rotate so every field of every set is reached.
 */
const opaqueToken: Strategy = {
  name: 'opaque-token',
  hostile: true,
  applies: hasInput,
  build(context, base) {
    const { rng, operation } = context;
    const sets = (context.book[`${operation.id}:*`] ?? []) as ReadonlyArray<Record<string, unknown>>;
    const targets = sets.flatMap((set) =>
      Object.entries(set).flatMap(([name, value]) => {
        const decoded = typeof value === 'string' ? decodeToken(value) : undefined;
        return decoded === undefined
          ? []
          : tokenLeaves(decoded).map((path) => ({ set, name, decoded, path }));
      }),
    );
    if (!targets.length) {
      // No known token for this operation: a NUL where one might go, labelled as such.
      const fallback = hostileString(context, base, NUL_STRINGS);
      return { ...fallback, variant: `no token known, ${fallback.variant}` };
    }
    const { set, name, decoded, path } = rotate(context, targets);
    const change = rng.pick(TOKEN_CHANGES);
    // The set alone (plus what is required): other filters could refuse the request first.
    let draft: RequestDraft = { ...base, query: [] };
    for (const parameter of operation.parameters) {
      const value = parameter.name === name ? retoken(decoded, path, change.value) : set[parameter.name];
      if (value !== undefined) draft = withValue(draft, parameterSlot(parameter.name, parameter.in), value);
      else if (parameter.required)
        draft = withValue(
          draft,
          parameterSlot(parameter.name, parameter.in),
          valueFor(context, parameter.schema, parameter.name),
        );
    }
    const issuedFor = Object.entries(set)
      .filter(([key]) => key !== name)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('&');
    return {
      draft,
      target: `query.${name}[${path.join('.')}]`,
      variant: `${change.label}, issued for ${issuedFor}`,
    };
  },
};

function parameterSlot(name: string, location: string): Slot {
  return { location: location as Slot['location'], name, bodyPath: [], schema: {}, required: false };
}

export const VALUE_STRATEGIES: Strategy[] = [
  valid,
  boundary,
  wrongType,
  nul,
  controlChars,
  loneSurrogate,
  invalidUtf8,
  longString,
  oddNumber,
  deepNesting,
  unknownField,
  prototypeKey,
  duplicate,
  malformedPercent,
  opaqueToken,
];
