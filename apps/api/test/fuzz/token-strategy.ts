import { LONE_SURROGATES, NUL_STRINGS, type Labelled } from './hostile-values';
import { decodeToken, retoken, tokenLeaves } from './opaque-token';
import { rotate, valueFor, withValue, type Slot } from './request-base';
import type { RequestDraft } from './request-draft';
import { hasInput, hostileString } from './slot-choice';
import type { Strategy } from './strategy';

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
export const opaqueToken: Strategy = {
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
