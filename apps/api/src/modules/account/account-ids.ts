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
  const prefix = `gid://shop/${kind}/`;
  const id = publicId.startsWith(prefix) ? publicId.slice(prefix.length) : publicId;
  return UUID.test(id) ? id.toLowerCase() : undefined;
}
