import { customerGid, customerIdOf } from './customer-id';

describe('customer ids', () => {
  const id = '0b5e7c62-4c8e-4f7a-9d0e-2a1f3c4d5e6f';
  it('builds the public id and takes it apart again', () => {
    expect(customerGid(id)).toBe(`gid://shop/Customer/${id}`);
    expect(customerIdOf(customerGid(id))).toBe(id);
  });
  it('leaves an id without the prefix as it is', () => {
    expect(customerIdOf(id)).toBe(id);
    expect(customerIdOf('gid://shop/Order/1')).toBe('gid://shop/Order/1');
  });
});
