import { SALES_ATTRIBUTE_KEYS, salesAttributesFor, salesOrderTypeFor } from './sales-attributes';

describe('sales attributes (SPEC §6, §9)', () => {
  it('books the staff site as ZK01 and the consumer site as ZDTC', () => {
    expect(salesOrderTypeFor('HPSF')).toBe('ZK01');
    expect(salesOrderTypeFor('DTC')).toBe('ZDTC');
  });

  it('gives sales org USHD, the order type and the marketing consent as text', () => {
    expect(salesAttributesFor({ site: 'DTC', acceptsMarketing: true })).toEqual([
      { key: 'salesOrg', value: 'USHD' },
      { key: 'salesOrderType', value: 'ZDTC' },
      { key: 'acceptsMarketing', value: 'true' },
    ]);
    expect(salesAttributesFor({ site: 'HPSF', acceptsMarketing: false })).toEqual([
      { key: 'salesOrg', value: 'USHD' },
      { key: 'salesOrderType', value: 'ZK01' },
      { key: 'acceptsMarketing', value: 'false' },
    ]);
  });

  it('lists exactly the keys it sets as reserved', () => {
    const keys = salesAttributesFor({ site: 'DTC', acceptsMarketing: false }).map((a) => a.key);
    expect([...SALES_ATTRIBUTE_KEYS].sort()).toEqual([...keys].sort());
  });
});
