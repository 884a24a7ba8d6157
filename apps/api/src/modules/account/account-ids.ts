/** The kinds of record this module gives out public ids for. */
export type AccountRecordKind = 'MailingAddress' | 'Metafield' | 'Pet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public id of a record ('gid://shop/MailingAddress/{uuid}'), in the hosted platform's style. */
export function accountGid(kind: AccountRecordKind, id: string): string {
  return `gid://shop/${kind}/${id}`;
}

/**
 * The row id inside a public id of this kind, or inside a bare UUID; undefined for anything else
 * (another kind's id, a malformed one), which the services answer as not found: to the caller an
 * id that cannot be theirs and an id that is someone else's look the same.
 */
export function rowIdOf(kind: AccountRecordKind, publicId: string): string | undefined {
  const id = withoutPrefix(kind, publicId);
  return UUID.test(id) ? id.toLowerCase() : undefined;
}

/**
 * The SPEC §3 metafields that are fields of the customer (the Identity module's customers row,
 * which joining a clinic writes), not rows of this module's customer_metafields.
 */
export const CUSTOMER_FIELD_METAFIELDS = [
  'custom.ship_to',
  'custom.sold_to',
  'custom.clinic_zip',
  'profeeding.preferred_address',
] as const;
export type CustomerFieldMetafield = (typeof CUSTOMER_FIELD_METAFIELDS)[number];

export function isCustomerFieldMetafield(name: string): name is CustomerFieldMetafield {
  return (CUSTOMER_FIELD_METAFIELDS as readonly string[]).includes(name);
}

/**
 * The id of a customer-field metafield, 'gid://shop/Metafield/{customerUuid}-{namespace}.{key}':
 * there is no row to number, and the customer's id in it keeps it stable across reads and says
 * whose it is (another customer's answers 404 like any id that is not the caller's).
 */
export function customerFieldMetafieldGid(customerId: string, name: CustomerFieldMetafield): string {
  return accountGid('Metafield', `${customerId}-${name}`);
}

/** What a metafield id names: a customer_metafields row, or a field of a customer. */
export type MetafieldRef = { row: string } | { customerId: string; name: CustomerFieldMetafield };

const CUSTOMER_FIELD_ID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([a-z_]+\.[a-z_]+)$/i;

/** The metafield a public (or bare) metafield id names; undefined for anything malformed. */
export function metafieldRefOf(publicId: string): MetafieldRef | undefined {
  const row = rowIdOf('Metafield', publicId);
  if (row) return { row };
  const match = CUSTOMER_FIELD_ID.exec(withoutPrefix('Metafield', publicId));
  if (!match || !isCustomerFieldMetafield(match[2])) return undefined;
  return { customerId: match[1].toLowerCase(), name: match[2] };
}

function withoutPrefix(kind: AccountRecordKind, publicId: string): string {
  const prefix = `gid://shop/${kind}/`;
  return publicId.startsWith(prefix) ? publicId.slice(prefix.length) : publicId;
}
