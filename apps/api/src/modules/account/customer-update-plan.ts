import { checkCustomerMetafield, isPlausiblePhone, isSingleLineText } from '@shop/identity';
import type { MetafieldWriter, PreferredAddress, ValidCustomerMetafield } from '@shop/identity';
import { isCustomerFieldMetafield } from './account-ids';
import type { CustomerUpdateInputDto, CustomerUserErrorDto } from './dto/update-customer.dto';

/** The customer's own fields an update may change (the Identity module keeps them). */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  acceptsMarketing?: boolean;
}

export interface CustomerUpdatePlan {
  profile: ProfileChanges;
  /** The staff member's new preferred address (a field of the customer), when sent and allowed. */
  preferredAddress?: PreferredAddress;
  /** What goes to this module's customer_metafields (the persisted cart). */
  metafields: ValidCustomerMetafield[];
  userErrors: CustomerUserErrorDto[];
}

/**
 * Splits an update-customer input into what will be saved and what is refused (SPEC §7: the
 * answer carries userErrors; the valid parts are still saved, as the hosted platform did). A
 * blank or multi-line name, an implausible phone, an unknown or badly valued metafield each
 * become one user error naming its input path. When one metafield appears twice, the later wins.
 * The clinic-set metafields (ship_to, sold_to, clinic_zip) pass only when they repeat the
 * customer's current value (`writer.current`), and then change nothing.
 */
export function planCustomerUpdate(
  input: CustomerUpdateInputDto,
  writer: MetafieldWriter,
): CustomerUpdatePlan {
  const profile: ProfileChanges = {};
  const userErrors: CustomerUserErrorDto[] = [];

  for (const field of ['firstName', 'lastName'] as const) {
    const raw = input[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    const label = field === 'firstName' ? 'First name' : 'Last name';
    if (value === '')
      userErrors.push({ field: [field], code: 'BLANK', message: `${label} must not be blank` });
    else if (!isSingleLineText(value))
      userErrors.push({
        field: [field],
        code: 'NOT_SINGLE_LINE',
        message: `${label} must be one line of text`,
      });
    else profile[field] = value;
  }

  if (input.phone !== undefined) {
    const phone = (input.phone ?? '').trim();
    if (phone === '') profile.phone = null;
    else if (isPlausiblePhone(phone)) profile.phone = phone;
    else
      userErrors.push({
        field: ['phone'],
        code: 'INVALID_PHONE',
        message: 'Phone must be a phone number of 7 to 15 digits, e.g. (303) 555-0100',
      });
  }

  if (input.acceptsMarketing !== undefined) profile.acceptsMarketing = input.acceptsMarketing;

  const metafields = new Map<string, ValidCustomerMetafield>();
  (input.metafields ?? []).forEach((metafield, index) => {
    const check = checkCustomerMetafield(metafield, writer);
    if (check.ok) metafields.set(`${check.metafield.namespace}.${check.metafield.key}`, check.metafield);
    else
      userErrors.push({
        field: ['metafields', String(index), check.problem.field],
        code: check.problem.code,
        message: check.problem.message,
      });
  });

  const preferred = metafields.get('profeeding.preferred_address')?.value as PreferredAddress | undefined;
  return {
    profile,
    ...(preferred ? { preferredAddress: preferred } : {}),
    // The customer fields are the Identity module's columns; the clinic-set ones passed unchanged.
    metafields: [...metafields.entries()]
      .filter(([name]) => !isCustomerFieldMetafield(name))
      .map(([, m]) => m),
    userErrors,
  };
}
