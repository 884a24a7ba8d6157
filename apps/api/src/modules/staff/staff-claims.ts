import { isZipShaped } from '@shop/catalog';
import { isAccountNumber, isPlausibleGraduationYear, isStaffRoleCode } from '@shop/identity';
import type { StaffFields } from '../identity';
import { SHORT_CODE } from './dto/is-short-code.decorator';

/** The longest text any staff claim may carry; anything longer is not kept. */
const MAX_CLAIM_LENGTH = 200;

/** The identity provider's answer about a member, as far as the shop uses it (SPEC §3). */
export interface StaffIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Only the fields the provider sent (and that are well-formed): absent ones keep what the shop has. */
  fields: StaffFields;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed !== '' && trimmed.length <= MAX_CLAIM_LENGTH && !trimmed.includes('\u0000')
    ? trimmed
    : undefined;
}

/** A claim as text: numbers (the provider may send account numbers as numbers) written out. */
function textOrNumber(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
}

function code(value: unknown): string | undefined {
  const raw = textOrNumber(value);
  return raw !== undefined && SHORT_CODE.test(raw) ? raw : undefined;
}

/** Ship-to and sold-to: the account-number rule the profile's metafields keep to (libs/identity). */
function accountNumber(value: unknown): string | undefined {
  const raw = textOrNumber(value);
  return raw !== undefined && isAccountNumber(raw) ? raw : undefined;
}

function year(value: unknown, now: Date): number | undefined {
  const parsed = typeof value === 'string' && /^[0-9]{4}$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof parsed === 'number' && isPlausibleGraduationYear(parsed, now) ? parsed : undefined;
}

function zipOf(address: unknown): string | undefined {
  if (!address || typeof address !== 'object') return undefined;
  const zip = text((address as { zip?: unknown }).zip);
  return zip !== undefined && isZipShaped(zip) ? zip : undefined;
}

function definedOnly(fields: StaffFields): StaffFields {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as StaffFields;
}

/**
 * Reads an ID token's claims into a staff member. The subject and an email are required (null
 * otherwise: the sign-in fails); the staff fields (roleCode, graduationYear, currentSchoolName,
 * SAP_CustomerAccountGroup, SF_PreferedShipTo, SF_StoreSoldTo, clinicAddress.zip) are taken when
 * present and well-formed, and left out otherwise, so a membership the member set up in the shop
 * (join-clinic) survives a provider that does not know it. Names fall back from the standard
 * given_name/family_name to SPEC's firstName/lastName.
 */
export function staffIdentityFromClaims(claims: Record<string, unknown>, now: Date): StaffIdentity | null {
  const subject = text(claims.sub);
  const email = text(claims.email);
  if (!subject || !email || !email.includes('@')) return null;
  const roleCode = text(claims.roleCode);
  const shipTo = accountNumber(claims.SF_PreferedShipTo);
  return {
    subject,
    email,
    firstName: text(claims.given_name) ?? text(claims.firstName) ?? '',
    lastName: text(claims.family_name) ?? text(claims.lastName) ?? '',
    fields: definedOnly({
      roleCode: roleCode !== undefined && isStaffRoleCode(roleCode) ? roleCode : undefined,
      graduationYear: year(claims.graduationYear, now),
      currentSchoolName: text(claims.currentSchoolName),
      sapAccountGroup: code(claims.SAP_CustomerAccountGroup),
      shipTo,
      soldTo: accountNumber(claims.SF_StoreSoldTo),
      clinicZip: zipOf(claims.clinicAddress),
    }),
  };
}
