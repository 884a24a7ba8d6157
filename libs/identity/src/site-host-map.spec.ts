import { normalizeHost, parseSiteHostMap, siteForHost } from './site-host-map';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LocalHost:3000', 'localhost'],
    [' staff.localhost:443 ', 'staff.localhost'],
    ['shop.example.com.', 'shop.example.com'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '[::1]'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
  ])('%p → %p', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });
});

describe('parseSiteHostMap', () => {
  it('parses the default configuration', () => {
    expect([...parseSiteHostMap('localhost=DTC,staff.localhost=HPSF')]).toEqual([
      ['localhost', 'DTC'],
      ['staff.localhost', 'HPSF'],
    ]);
  });

  it('trims, lower-cases hosts, accepts lower-case site ids and ignores empty entries', () => {
    expect([...parseSiteHostMap(' Shop.Example.com = dtc , ,STAFF.example.com=HPSF,')]).toEqual([
      ['shop.example.com', 'DTC'],
      ['staff.example.com', 'HPSF'],
    ]);
  });

  it('keeps IPv6 hosts in brackets', () => {
    expect(parseSiteHostMap('[::1]=HPSF').get('[::1]')).toBe('HPSF');
  });

  it('returns an empty map for an empty configuration', () => {
    expect(parseSiteHostMap('').size).toBe(0);
  });

  it.each(['localhost', 'localhost=', '=DTC', 'a=DTC=x', 'localhost DTC'])(
    'rejects the malformed entry %p, naming it',
    (entry) => {
      expect(() => parseSiteHostMap(`staff.localhost=HPSF,${entry}`)).toThrow(`"${entry}"`);
    },
  );

  it('rejects an unknown site id, naming the entry', () => {
    expect(() => parseSiteHostMap('localhost=DTC,vet.localhost=VET')).toThrow(
      /Unknown site id.*"vet\.localhost=VET"/,
    );
  });

  it('rejects a host mapped to two sites', () => {
    expect(() => parseSiteHostMap('localhost=DTC,LOCALHOST=HPSF')).toThrow(/localhost/);
  });

  it('accepts a host repeated with the same site', () => {
    expect(parseSiteHostMap('localhost=DTC,localhost:3000=DTC').size).toBe(1);
  });
});

describe('siteForHost', () => {
  const map = parseSiteHostMap('localhost=DTC,staff.localhost=HPSF,[::1]=HPSF');

  it.each([
    ['localhost', 'DTC'],
    ['localhost:3000', 'DTC'],
    ['staff.localhost', 'HPSF'],
    ['STAFF.LOCALHOST:3000', 'HPSF'],
    ['[::1]:3000', 'HPSF'],
    ['staff.localhost, proxy.internal', 'HPSF'],
    ['unknown.example.com', 'DTC'],
    ['', 'DTC'],
    [undefined, 'DTC'],
  ] as const)('%p → %s (fallback DTC)', (host, expected) => {
    expect(siteForHost(host, map, 'DTC')).toBe(expected);
  });

  it('uses the given fallback for unknown hosts', () => {
    expect(siteForHost('other.example.com', map, 'HPSF')).toBe('HPSF');
    expect(siteForHost(undefined, map, 'HPSF')).toBe('HPSF');
  });
});
