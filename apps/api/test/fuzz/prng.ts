/**
 * The fuzz's only source of randomness. A failure must replay from its seed alone, so nothing in
 * the generator may call Math.random or read the clock; every stream is derived from a string
 * label (seed, operation, request number), which also keeps one operation's requests the same
 * when another operation is added to the API.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** An independent stream for a sub-task, so its draws do not shift the caller's. */
  fork(label: string): Rng;
}

/** cyrb53-style string hash, split into the four 32-bit words sfc32 wants. */
function hashWords(text: string): [number, number, number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0, (h1 ^ h2) >>> 0, (h1 + h2) >>> 0];
}

/** sfc32: small, fast and good enough for test data; seeded from a label, never from time. */
export function createRng(label: string): Rng {
  let [a, b, c, d] = hashWords(label);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first draws of sfc32 are correlated with the seed words; discard them.
  for (let i = 0; i < 12; i += 1) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)];
    },
    chance: (probability) => next() < probability,
    fork: (sub) => createRng(`${label}/${sub}`),
  };
  return rng;
}
