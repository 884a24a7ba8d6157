/*
 * What a value read back from browser storage must look like. Stored values outlive deployments
 * and can be edited by hand, so none is trusted unchecked; these few checks do it without a schema
 * library in the entry bundle (every page start reads the ZIP and the navigation state).
 */

/** The value as a T, or null when it is not one (unknown object keys are dropped). */
export type StoredShape<T> = (value: unknown) => T | null;

export const storedText: StoredShape<string> = (value) => (typeof value === 'string' ? value : null);

export const storedNumber: StoredShape<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** A text, trimmed, of `min` to `max` characters after trimming. */
export function storedTrimmedText(min: number, max: number): StoredShape<string> {
  return (value) => {
    if (typeof value !== 'string') return null;
    const trimmed = value.trim();
    return trimmed.length >= min && trimmed.length <= max ? trimmed : null;
  };
}

/** One of the given texts. */
export function storedOneOf<T extends string>(values: readonly T[]): StoredShape<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : null);
}

/** An object with every one of these fields in its shape; other keys are left out. */
export function storedRecord<T extends object>(fields: {
  [K in keyof T]-?: StoredShape<T[K]>;
}): StoredShape<T> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const record: Partial<T> = {};
    for (const key of Object.keys(fields) as (keyof T)[]) {
      const field = fields[key]((value as Record<keyof T, unknown>)[key]);
      if (field === null) return null;
      record[key] = field;
    }
    return record as T;
  };
}

/** An array whose every item is in the item's shape. */
export function storedList<T>(item: StoredShape<T>): StoredShape<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return null;
    const items: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === null) return null;
      items.push(parsed);
    }
    return items;
  };
}
