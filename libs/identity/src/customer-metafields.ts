import { isSingleLineText } from './text-checks';

/** The one metafield type the shop stores (SPEC §3: each customer metafield is single-line text). */
export const METAFIELD_TYPE = 'single_line_text_field';

/** Longest value of a single-line text metafield. */
export const METAFIELD_VALUE_MAX_LENGTH = 255;

/** Where a staff member's orders go by default (SPEC §3 preferred_address); staff default to clinic (SPEC §4). */
export const PREFERRED_ADDRESS_VALUES = ['home', 'clinic'] as const;
export type PreferredAddress = (typeof PREFERRED_ADDRESS_VALUES)[number];
export const DEFAULT_STAFF_PREFERRED_ADDRESS: PreferredAddress = 'clinic';

/**
 * Where a staff member's orders go until they choose (and after they reset the choice): the
 * clinic, unless the clinic delivers to its members' homes only (SPEC §6).
 */
export function defaultPreferredAddress(
  clinic: { homeDeliveryOnly: boolean } | null | undefined,
): PreferredAddress {
  return clinic?.homeDeliveryOnly ? 'home' : DEFAULT_STAFF_PREFERRED_ADDRESS;
}

/** A metafield of SPEC §3 by namespace and key. */
export interface CustomerMetafieldDefinition {
  readonly namespace: 'custom' | 'profeeding';
  readonly key: 'ship_to' | 'sold_to' | 'clinic_zip' | 'preferred_address' | 'persisted_cart_id';
  /**
   * Kept for staff-feeding members only (SPEC §4 syncs these for staff): a consumer has no clinic,
   * ship-to or sold-to account, so writing one would only confuse later reads.
   */
  readonly staffOnly: boolean;
  /**
   * Set by the shop when a staff member joins a clinic (its ship-to, its billed sold-to account,
   * its ZIP), never by the member: a write is refused unless it repeats the current value, which
   * SPEC §4's customer-load sync does on every load.
   */
  readonly setByClinic: boolean;
  /** What the value holds, in words for an error message. */
  readonly describes: string;
  /** The value's own rule, on a value already known to be single-line, trimmed and non-blank. */
  readonly accepts: (value: string) => boolean;
}

const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/**
 * Whether a value is a ship-to or sold-to account number (SF_PreferedShipTo, SF_StoreSoldTo):
 * 1-40 letters, digits, dots, dashes or underscores, starting with a letter or digit. Whatever
 * puts one on a customer (the identity provider's claims, a clinic) keeps to it, so the
 * customer-load sync that re-sends the value is never refused.
 */
export function isAccountNumber(value: string): boolean {
  return ACCOUNT_NUMBER.test(value);
}
/** Our cart ids ('gid://shop/Cart/{token}'), optionally with the cart's key, or the bare token. */
const CART_ID = /^(?:gid:\/\/shop\/Cart\/)?[A-Za-z0-9_-]{1,128}(?:\?key=[A-Za-z0-9_-]{1,128})?$/;

/**
 * The customer metafields of SPEC §3, and nothing else: a fixed, validated set rather than a free
 * key/value store, so a customer cannot park arbitrary data on their profile and every value the
 * shop reads back (the staff member's ship-to, the persisted cart) has a known shape.
 */
export const CUSTOMER_METAFIELDS: readonly CustomerMetafieldDefinition[] = [
  {
    namespace: 'custom',
    key: 'ship_to',
    staffOnly: true,
    setByClinic: true,
    describes: 'a ship-to account number (1-40 letters, digits, dots, dashes or underscores)',
    accepts: isAccountNumber,
  },
  {
    namespace: 'custom',
    key: 'sold_to',
    staffOnly: true,
    setByClinic: true,
    describes: 'a sold-to account number (1-40 letters, digits, dots, dashes or underscores)',
    accepts: isAccountNumber,
  },
  {
    namespace: 'custom',
    key: 'clinic_zip',
    staffOnly: true,
    setByClinic: true,
    describes: "the clinic's 5-digit ZIP code",
    accepts: (value) => /^[0-9]{5}$/.test(value),
  },
  {
    namespace: 'profeeding',
    key: 'preferred_address',
    staffOnly: true,
    setByClinic: false,
    describes: "'home' or 'clinic'",
    accepts: (value) => (PREFERRED_ADDRESS_VALUES as readonly string[]).includes(value),
  },
  {
    namespace: 'profeeding',
    key: 'persisted_cart_id',
    staffOnly: false,
    setByClinic: false,
    describes: "a cart id such as 'gid://shop/Cart/{id}'",
    accepts: (value) => CART_ID.test(value),
  },
];

/** The definition of namespace.key, exact lower case; undefined for any metafield SPEC §3 does not list. */
export function customerMetafieldDefinition(
  namespace: string,
  key: string,
): CustomerMetafieldDefinition | undefined {
  return CUSTOMER_METAFIELDS.find((d) => d.namespace === namespace && d.key === key);
}

/** A metafield as a client sends it in an update. */
export interface CustomerMetafieldInput {
  namespace: string;
  key: string;
  value: string;
  type?: string | null;
}

/** A metafield that passed its rules, value trimmed. */
export interface ValidCustomerMetafield {
  namespace: CustomerMetafieldDefinition['namespace'];
  key: CustomerMetafieldDefinition['key'];
  value: string;
  type: typeof METAFIELD_TYPE;
}

/** Who is writing, and what of theirs the rules compare with. */
export interface MetafieldWriter {
  /** A consumer may not write the staff-only metafields. */
  kind: 'consumer' | 'staff';
  /** The writer's current values by 'namespace.key': repeating a clinic-set one is no change. */
  current?: Readonly<Record<string, string | null | undefined>>;
  /** The writer's clinic delivers to members' homes only (SPEC §6): preferred_address may not be 'clinic'. */
  homeDeliveryOnly?: boolean;
}

export type MetafieldProblemCode =
  | 'UNKNOWN_METAFIELD'
  | 'INVALID_TYPE'
  | 'BLANK'
  | 'NOT_SINGLE_LINE'
  | 'TOO_LONG'
  | 'INVALID_VALUE'
  | 'STAFF_ONLY'
  | 'READ_ONLY'
  | 'HOME_DELIVERY_ONLY';

export interface MetafieldProblem {
  /** Which part of the metafield is wrong. */
  field: 'key' | 'type' | 'value';
  code: MetafieldProblemCode;
  message: string;
}

export type MetafieldCheck =
  { ok: true; metafield: ValidCustomerMetafield } | { ok: false; problem: MetafieldProblem };

/**
 * Checks one metafield of a customer update: it must be one of SPEC §3's (namespace and key),
 * one the writer may keep (the staff-only ones for staff only), of type single_line_text_field
 * when a type is sent, not one the clinic sets unless the value is the current one (READ_ONLY),
 * and its value single-line text of at most 255 characters, not blank (removing a metafield is
 * delete-metafield's job), that meets the key's own rule (preferred_address is home or clinic,
 * and home only when the clinic delivers to homes only; clinic_zip 5 digits...).
 */
export function checkCustomerMetafield(
  input: CustomerMetafieldInput,
  writer: MetafieldWriter,
): MetafieldCheck {
  const name = `${input.namespace}.${input.key}`;
  const definition = customerMetafieldDefinition(input.namespace, input.key);
  if (!definition)
    return problem('key', 'UNKNOWN_METAFIELD', `${name} is not a customer metafield this shop keeps`);
  if (definition.staffOnly && writer.kind !== 'staff')
    return problem('key', 'STAFF_ONLY', `${name} is kept for staff-feeding members only`);
  if (input.type != null && input.type !== METAFIELD_TYPE)
    return problem('type', 'INVALID_TYPE', `${name} must be of type ${METAFIELD_TYPE}`);
  const value = input.value.trim();
  if (definition.setByClinic && value !== (writer.current?.[name] ?? undefined))
    return problem(
      'key',
      'READ_ONLY',
      `${name} is set by joining a clinic and cannot be changed here: join the clinic instead`,
    );
  if (value === '') return problem('value', 'BLANK', `${name} must not be blank`);
  if (!isSingleLineText(value))
    return problem('value', 'NOT_SINGLE_LINE', `${name} must be one line of text`);
  if (value.length > METAFIELD_VALUE_MAX_LENGTH)
    return problem('value', 'TOO_LONG', `${name} must be at most ${METAFIELD_VALUE_MAX_LENGTH} characters`);
  if (!definition.accepts(value))
    return problem('value', 'INVALID_VALUE', `${name} must be ${definition.describes}`);
  if (definition.key === 'preferred_address' && value === 'clinic' && writer.homeDeliveryOnly)
    return problem(
      'value',
      'HOME_DELIVERY_ONLY',
      `${name} must be 'home': your clinic delivers to its members' homes only`,
    );
  return {
    ok: true,
    metafield: { namespace: definition.namespace, key: definition.key, value, type: METAFIELD_TYPE },
  };
}

function problem(
  field: MetafieldProblem['field'],
  code: MetafieldProblemCode,
  message: string,
): MetafieldCheck {
  return { ok: false, problem: { field, code, message } };
}
