import { lineItemGid, orderGid, orderNumberOf, rowIdOf } from './order-ids';

const ID = '0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10';

describe('order ids', () => {
  it('gives and reads public ids', () => {
    expect(orderGid(ID)).toBe(`gid://shop/Order/${ID}`);
    expect(lineItemGid(ID)).toBe(`gid://shop/LineItem/${ID}`);
    expect(rowIdOf('Order', orderGid(ID))).toBe(ID);
    expect(rowIdOf('Order', ID.toUpperCase())).toBe(ID);
    expect(rowIdOf('Customer', `gid://shop/Customer/${ID}`)).toBe(ID);
  });

  it.each([
    ['another kind', `gid://shop/Customer/${ID}`],
    ['not a uuid', 'gid://shop/Order/123'],
    ['empty', ''],
    ['a NUL byte', `${ID}\u0000`],
    ['sql', "' or 1=1 --"],
  ])('reads %s as no order', (_case, publicId) => {
    expect(rowIdOf('Order', publicId)).toBeUndefined();
  });

  it('reads order numbers as operators type them', () => {
    expect(orderNumberOf('spn-100123')).toBe('SPN-100123');
    expect(orderNumberOf('PSF-100124')).toBe('PSF-100124');
    expect(orderNumberOf('XYZ-1')).toBeUndefined();
    expect(orderNumberOf('SPN-')).toBeUndefined();
    expect(orderNumberOf('SPN-1234567890123456789')).toBeUndefined();
  });
});
