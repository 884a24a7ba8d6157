// How the benchmark makes every listing request a cache miss, honestly: each request carries its
// own valid cursor positioned before the first product, so the cache key is new every time while
// the work is exactly the first page's (same query, same 24 products, same serialisation).
//
// The catalogue's keyset cursor is opaque to clients; the benchmark reads it the way the API
// writes it (base64url JSON holding the sort value and handle of the last product) and moves the
// sort value past the start of the order. Before it is used, the trick is verified: the answer
// must be the first page, product for product. If the cursor format changes and the check
// fails, the row is reported as not measured instead of measuring something else.

const EXTREMES = [-9_000_000_000_000_000_000n, 9_000_000_000_000_000_000n];

export async function buildListingMiss(api, listingPath, firstPage) {
  const handles = (firstPage.items ?? []).map((p) => p.handle);
  if (!firstPage.nextCursor)
    return { method: 'not measured: the listing has one page, no cursor to learn from' };
  let decoded;
  try {
    decoded = JSON.parse(Buffer.from(firstPage.nextCursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const handleAt = Array.isArray(decoded) ? decoded.indexOf(handles.at(-1)) : -1;
  const keyAt = handleAt - 1;
  if (keyAt < 0 || !/^-?\d+$/.test(String(decoded[keyAt]))) {
    return { method: 'not measured: cursor format not recognised' };
  }

  for (const extreme of EXTREMES) {
    const step = extreme < 0n ? -1n : 1n;
    const cursorAt = (n) => {
      const position = [...decoded];
      position[keyAt] = String(extreme + step * BigInt(n));
      return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
    };
    const pathAt = (n) => `${listingPath}&cursor=${cursorAt(n)}`;
    const probes = await Promise.all(
      [0, 1].map((n) => fetch(api + pathAt(n)).then((r) => (r.ok ? r.json() : null))),
    );
    const samePage = probes.every(
      (page) => page && page.items.map((p) => p.handle).join() === handles.join(),
    );
    if (!samePage) continue;
    let n = 2;
    return {
      method: 'a distinct valid cursor before the first product on every request',
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathAt(n++) }) }],
    };
  }
  return { method: 'not measured: no cursor before the first product gave the first page' };
}
