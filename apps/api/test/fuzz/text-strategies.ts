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
} from './hostile-values';
import { slotLabel, withValue } from './request-base';
import { percentEncode, RawJson, WireText, type RequestDraft } from './request-draft';
import { chooseSlot, hostileString, isStringy, takesBody } from './slot-choice';
import type { Strategy } from './strategy';

/**
 * Strategies about the bytes of a value: NUL and other control characters, lone surrogates,
 * invalid UTF-8, very long strings, malformed percent-encoding and deep nesting, each where the
 * operation takes text.
 */

export const nul: Strategy = {
  name: 'nul',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, NUL_STRINGS),
};

export const controlChars: Strategy = {
  name: 'control-chars',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, CONTROL_STRINGS),
};

export const loneSurrogate: Strategy = {
  name: 'lone-surrogate',
  hostile: true,
  applies: () => true,
  build: (context, base) => hostileString(context, base, LONE_SURROGATES),
};

export const longString: Strategy = {
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

export const invalidUtf8: Strategy = {
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

export const deepNesting: Strategy = {
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

export const malformedPercent: Strategy = {
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
