import { pickGlobals, resolveGlobals, type StoredGlobal } from './globals-resolution';

const rows: StoredGlobal[] = [
  { key: 'freeShippingThreshold', site: 'both', value: 49 },
  { key: 'sitewideSearchEnabled', site: 'both', value: true },
  { key: 'sitewideSearchEnabled', site: 'HPSF', value: false },
  { key: 'staffOnly', site: 'HPSF', value: 'x' },
];

describe('resolveGlobals', () => {
  it("lets a site's own row override the shared one", () => {
    expect(resolveGlobals(rows, 'HPSF')).toEqual({
      freeShippingThreshold: 49,
      sitewideSearchEnabled: false,
      staffOnly: 'x',
    });
    expect(resolveGlobals(rows, 'DTC')).toEqual({ freeShippingThreshold: 49, sitewideSearchEnabled: true });
  });

  it('does not depend on row order', () => {
    expect(resolveGlobals([...rows].reverse(), 'HPSF').sitewideSearchEnabled).toBe(false);
  });
});

describe('pickGlobals', () => {
  const globals = { a: 1, b: false, c: null };

  it('answers everything when no fields are asked for', () => {
    expect(pickGlobals(globals)).toEqual(globals);
    expect(pickGlobals(globals, [])).toEqual(globals);
  });

  it('keeps only asked-for keys, including falsy values, and skips unknown ones', () => {
    expect(pickGlobals(globals, ['b', 'c', 'zzz'])).toEqual({ b: false, c: null });
  });

  it('never reads inherited properties', () => {
    expect(pickGlobals(globals, ['toString', 'constructor'])).toEqual({});
  });
});
