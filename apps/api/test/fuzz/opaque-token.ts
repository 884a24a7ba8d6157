const BASE64URL = /^[A-Za-z0-9_-]{8,}={0,2}$/;

/**
 * Opaque tokens (listing cursors and the like) are often base64url JSON that the server decodes
 * and then trusts a little. A hostile value put into one field of a real token reaches the code
 * behind the decoder, which a hostile value in place of the token never does.
 */
export function decodeToken(token: string): unknown {
  if (!BASE64URL.test(token)) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return decoded !== null && typeof decoded === 'object' ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** Paths of the scalar fields inside a decoded token, e.g. [[0], [1], [2]] for an array token. */
export function tokenLeaves(
  decoded: unknown,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (decoded === null || typeof decoded !== 'object') return [at];
  return Object.entries(decoded).flatMap(([key, value]) =>
    tokenLeaves(value, [...at, Array.isArray(decoded) ? Number(key) : key]),
  );
}

/** The token with the field at `path` replaced by what `change` makes of it, encoded again. */
export function retoken(
  decoded: unknown,
  path: Array<string | number>,
  change: (value: unknown) => unknown,
): string {
  const copy = JSON.parse(JSON.stringify(decoded)) as Record<string | number, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  node[last] = change(node[last]);
  return Buffer.from(JSON.stringify(copy), 'utf8').toString('base64url');
}
