import {
  accountGid,
  CUSTOMER_FIELD_METAFIELDS,
  customerFieldMetafieldGid,
  metafieldRefOf,
  rowIdOf,
} from './account-ids';

const id = '0b6c2f1e-9a7d-4c1b-8e2f-3a4b5c6d7e8f';

describe('account ids', () => {
  it('round-trips a row id through its public id', () => {
    expect(accountGid('MailingAddress', id)).toBe(`gid://shop/MailingAddress/${id}`);
    expect(rowIdOf('MailingAddress', accountGid('MailingAddress', id))).toBe(id);
  });

  it('accepts a bare UUID in any case', () => {
    expect(rowIdOf('Pet', id.toUpperCase())).toBe(id);
  });

  it.each([
    accountGid('Metafield', id),
    `gid://shop/Customer/${id}`,
    'gid://shop/MailingAddress/1',
    `gid://shop/MailingAddress/${id}x`,
    `${id} `,
    '',
    "1' or '1'='1",
  ])('finds no address id in %p', (value) => {
    expect(rowIdOf('MailingAddress', value)).toBeUndefined();
  });
});

describe('metafield ids', () => {
  it('names a customer_metafields row by its UUID', () => {
    expect(metafieldRefOf(accountGid('Metafield', id))).toEqual({ row: id });
  });

  it.each(CUSTOMER_FIELD_METAFIELDS)(
    'round-trips the customer field %s, stable and naming its customer',
    (name) => {
      const gid = customerFieldMetafieldGid(id, name);
      expect(gid).toBe(`gid://shop/Metafield/${id}-${name}`);
      expect(metafieldRefOf(gid)).toEqual({ customerId: id, name });
      expect(metafieldRefOf(gid.replace('gid://shop/Metafield/', ''))).toEqual({ customerId: id, name });
    },
  );

  it.each([
    `gid://shop/Metafield/${id}-profeeding.persisted_cart_id`,
    `gid://shop/Metafield/${id}-custom.favourite`,
    `gid://shop/Metafield/${id}-custom.ship_to `,
    `gid://shop/Metafield/${id}-custom.ship_to\u0000`,
    `gid://shop/Metafield/x${id}-custom.ship_to`,
    `gid://shop/Metafield/${id}-__proto__.constructor`,
    `gid://shop/Pet/${id}-custom.ship_to`,
    `gid://shop/Metafield/custom.ship_to`,
    '',
  ])('finds no metafield in %p', (value) => {
    expect(metafieldRefOf(value)).toBeUndefined();
  });
});
