import { preselectVariant } from './variant-preselection';

const variant = (sku: string, size: string, flavor: string, form: string) => ({
  sku,
  selectedOptions: [
    { name: 'Size', value: size },
    { name: 'Flavor', value: flavor },
    { name: 'Product Form', value: form },
  ],
});

const variants = [
  variant('TREAT-1', '1 lbs', 'Lamb Meal & Rice', 'Biscuit'),
  variant('DRY-15', '15 lbs', 'Chicken & Barley', 'Dry'),
  variant('DRY-30', '30 lbs', 'Chicken & Barley', 'Dry'),
  variant('CAN-13', '13 oz', 'Beef Stew', 'Canned'),
  variant('TRAY-3', '3.5 oz', 'Salmon', 'Tray'),
  variant('POUCH-28', '2.8 oz', 'Tuna', 'Pouch'),
];
const [first, dry15, dry30, can13, tray, pouch] = variants;
const dryFirst = [dry15, first, dry30];
const wetFirst = [tray, dry15, can13];

describe('preselectVariant', () => {
  it('has nothing to select from an empty list', () => {
    expect(preselectVariant([], { sku: 'DRY-15' })).toBeUndefined();
  });

  it.each([
    [{}, first],
    [{ slug: [] }, first],
    [{ slug: ['dog'] }, first],
    [{ slug: ['dog', 'dry'] }, first],
    [{ slug: ['dog', 'size', '15lb'] }, first],
    [{ slug: ['dog', 'flavor', 'duck'] }, first],
    [{ slug: ['dog', 'flavor', ''] }, first],
  ])('falls back to the first variant for %p', (context, expected) => {
    expect(preselectVariant(variants, context)).toBe(expected);
  });

  it.each([
    [{ sku: 'CAN-13' }, can13],
    [{ sku: 'can-13' }, can13],
    [{ sku: ' CAN-13 ' }, can13],
    [{ search: 'TRAY-3' }, tray],
    [{ sku: 'CAN-13', search: 'TRAY-3' }, can13],
    [{ sku: null, search: 'TRAY-3' }, tray],
    [{ sku: '', search: 'TRAY-3' }, tray],
    [{ sku: 'CAN-13', slug: ['dog', 'flavor', 'salmon'] }, can13],
    [{ sku: 'NOPE', slug: ['dog', 'flavor', 'salmon'] }, tray],
    [{ search: 'chicken' }, first],
    [{ sku: 'NOPE' }, first],
  ])('selects by SKU first: %p', (context, expected) => {
    expect(preselectVariant(variants, context)).toBe(expected);
  });

  it.each([
    ['chicken', dry15],
    ['Chicken', dry15],
    ['chicken-barley', undefined],
    ['chicken-and-barley', dry15],
    ['lamb-meal', first],
    ['stew', can13],
    ['tuna', pouch],
  ])('flavor segment %p selects by Flavor', (flavor, expected) => {
    expect(preselectVariant(variants, { slug: ['dog', 'flavor', flavor] })).toBe(expected ?? first);
  });

  it('matches the flavor segment against Flavor only', () => {
    expect(preselectVariant(variants, { slug: ['dog', 'flavor', 'dry'] })).toBe(first);
  });

  it.each([
    // second segment, third segment, expected
    ['weight', '1lb', dry15],
    ['weight', '15lb', dry15],
    ['weight', '30lb', dry30],
    ['weight', '45lb', dry15],
    ['weight', '0.5lb', first],
    ['weight', '46lb', first],
    ['weight', '15lbs', first],
    ['weight', '15', first],
    ['food-form', 'dry-food', dry15],
    ['form', 'DRY-FOOD', dry15],
    ['weight', '2.5oz', can13],
    ['weight', '13oz', can13],
    ['weight', '3.5oz', tray],
    ['weight', '2.8oz', pouch],
    ['weight', '2oz', first],
    ['weight', '13.5oz', first],
    ['food-form', 'wet-food', can13],
    ['form', 'wet-food', can13],
    ['food-form', 'kibble', first],
  ])('/%s/%s selects the matching form', (second, third, expected) => {
    expect(preselectVariant(variants, { slug: ['dog', second, third] })).toBe(expected);
  });

  it.each([
    [dryFirst, 'dry-food', dry15],
    [[first, dry30, dry15], '15lb', dry15],
    [[first, dry30, dry15], '20lb', dry30],
    [wetFirst, 'wet-food', tray],
    [wetFirst, '13oz', can13],
    [[first], 'wet-food', first],
    [[dry15], 'wet-food', dry15],
    [[can13], 'dry-food', can13],
  ])('picks within the form of %#, for %p', (list, third, expected) => {
    expect(preselectVariant(list, { slug: ['cat', 'weight', third] })).toBe(expected);
  });
});
