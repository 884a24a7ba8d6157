import {
  cartAttributesWith,
  clientCartAttributes,
  lineAttributesWith,
  serverCartAttributes,
  stockLocationOf,
} from './cart-attributes';

const sales = [
  { key: 'salesOrg', value: 'USHD' },
  { key: 'salesOrderType', value: 'ZDTC' },
  { key: 'acceptsMarketing', value: 'true' },
];

describe('cart attributes (SPEC §3, §6)', () => {
  it("keeps the client's attributes, last of a key winning, and never their sales attributes", () => {
    const client = [
      { key: 'a', value: '1' },
      { key: 'salesOrg', value: 'EVIL' },
      { key: 'a', value: '2' },
      { key: 'acceptsMarketing', value: 'true' },
    ];
    expect(cartAttributesWith(client, null)).toEqual([{ key: 'a', value: '2' }]);
    expect(cartAttributesWith(client, sales)).toEqual([{ key: 'a', value: '2' }, ...sales]);
  });

  it('splits stored attributes into the server’s and the client’s', () => {
    const stored = [{ key: 'gift', value: 'yes' }, ...sales];
    expect(serverCartAttributes(stored)).toEqual(sales);
    expect(clientCartAttributes(stored)).toEqual([{ key: 'gift', value: 'yes' }]);
  });
});

describe('line attributes (SPEC §3: _weightValue and _weightUnit, default unit lbs)', () => {
  it('adds the variant weight, with lb written as lbs and other units as they are', () => {
    expect(lineAttributesWith(undefined, [], { weight: 15, weightUnit: 'lb' })).toEqual([
      { key: '_weightValue', value: '15' },
      { key: '_weightUnit', value: 'lbs' },
    ]);
    expect(lineAttributesWith([], [], { weight: 132, weightUnit: 'oz' })).toContainEqual({
      key: '_weightUnit',
      value: 'oz',
    });
    expect(lineAttributesWith([], [], { weight: null, weightUnit: null })).toEqual([
      { key: '_weightUnit', value: 'lbs' },
    ]);
  });

  it("replaces the client's attributes when given, keeps them otherwise, and rewrites the weight", () => {
    const current = [
      { key: 'gift', value: 'yes' },
      { key: '_weightValue', value: '999' },
    ];
    const weight = { weight: 4, weightUnit: 'lb' };
    expect(lineAttributesWith(undefined, current, weight).slice(0, 2)).toEqual([
      { key: 'gift', value: 'yes' },
      { key: '_weightValue', value: '4' },
    ]);
    expect(
      lineAttributesWith(
        [
          { key: '_weightUnit', value: 'kg' },
          { key: 'n', value: '1' },
        ],
        current,
        weight,
      ),
    ).toEqual([
      { key: 'n', value: '1' },
      { key: '_weightValue', value: '4' },
      { key: '_weightUnit', value: 'lbs' },
    ]);
  });
});

describe('stockLocationOf (SPEC §5: the stock check needs a ZIP and a destination)', () => {
  const at = (value: string) => stockLocationOf([{ key: 'userLocation', value }]);

  it.each([
    ['80011::HOME', { zipCode: '80011', destination: 'HOME' }],
    ['80011::home', { zipCode: '80011', destination: 'HOME' }],
    ['80011', { zipCode: '80011', destination: 'HOME' }],
    ['80239::PREFERRED', { zipCode: '80239', destination: 'CLINIC' }],
    ['80239::CLINIC', { zipCode: '80239', destination: 'CLINIC' }],
  ])('reads %s', (value, expected) => {
    expect(at(value)).toEqual(expected);
  });

  it.each(['Aurora::HOME', '8001::HOME', '800111::HOME', '80011::MOON', ''])(
    'has no location for %p',
    (value) => {
      expect(at(value)).toBeNull();
    },
  );

  it('has no location without the attribute', () => {
    expect(stockLocationOf([{ key: 'other', value: '80011::HOME' }])).toBeNull();
  });
});
