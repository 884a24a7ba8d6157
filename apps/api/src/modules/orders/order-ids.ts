const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kinds of public id the Orders module gives out or reads. */
type OrderRecordKind = 'Order' | 'LineItem' | 'Customer';

/** 'gid://shop/Order/{uuid}', in the hosted platform's style the storefront expects. */
export function orderGid(id: string): string {
  return `gid://shop/Order/${id}`;
}

export function lineItemGid(id: string): string {
  return `gid://shop/LineItem/${id}`;
}

/**
 * The row id inside a public id of this kind ('gid://shop/Order/{uuid}') or a bare UUID;
 * undefined for anything else, which callers answer as not found, so no malformed id ever
 * reaches PostgreSQL's uuid cast and another kind's id looks like one that does not exist.
 */
export function rowIdOf(kind: OrderRecordKind, publicId: string): string | undefined {
  const prefix = `gid://shop/${kind}/`;
  const id = publicId.startsWith(prefix) ? publicId.slice(prefix.length) : publicId;
  return UUID.test(id) ? id.toLowerCase() : undefined;
}

/** An order number as operators type it ('SPN-100123', any case); undefined when it is not one. */
export function orderNumberOf(text: string): string | undefined {
  const match = /^(SPN|PSF)-(\d{1,18})$/i.exec(text);
  return match ? `${match[1].toUpperCase()}-${match[2]}` : undefined;
}
