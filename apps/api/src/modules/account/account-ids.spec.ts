import { accountGid, rowIdOf } from './account-ids';

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
