import type { StaffRoleCode } from '@shop/identity';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DEV_STAFF_CLINICS, type DevStaffClinicId } from './dev-staff-clinics';

/** The one password of every development staff account (README lists the accounts). */
export const DEV_STAFF_PASSWORD = 'staff-dev-password';

/** What the development provider tells the shop about a staff member (SPEC §3 staff-feeding user). */
export interface DevStaffClaims {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  roleCode?: StaffRoleCode;
  graduationYear?: number;
  currentSchoolName?: string;
  zipCode?: string;
  SAP_CustomerAccountGroup?: string;
  SF_PreferedShipTo?: string;
  SF_StoreSoldTo?: string;
  clinicAddress?: {
    address1: string;
    address2: string;
    city: string;
    zip: string;
    countryCode: string;
    provinceCode: string;
    phone: string;
  };
}

export interface DevStaffAccount {
  /** The `sub` the shop sees. */
  subject: string;
  /** Why the account exists, shown to developers on the sign-in page. */
  purpose: string;
  claims: DevStaffClaims;
  /** The provider refuses this member: SPEC §8 'Identity provider answers Unauthorized user'. */
  unauthorized?: boolean;
}

/** A member of a seeded clinic, as the provider would know them after joining it elsewhere. */
function memberOf(clinicId: DevStaffClinicId): Partial<DevStaffClaims> {
  const { clinicAddress, ...numbers } = DEV_STAFF_CLINICS[clinicId];
  return { ...numbers, clinicAddress: { ...clinicAddress } };
}

/** The seeded staff members of the development provider. */
export const DEV_STAFF_ACCOUNTS: readonly DevStaffAccount[] = [
  {
    subject: 'dev-staff-0001',
    purpose: 'registered, in a PD-eligible veterinary clinic (Aurora Animal Hospital)',
    claims: {
      email: 'registered.staff@staff.example',
      email_verified: true,
      given_name: 'Riley',
      family_name: 'Morgan',
      roleCode: 'LVT',
      graduationYear: 2016,
      zipCode: '80011',
      ...memberOf('CLN0001'),
    },
  },
  {
    subject: 'dev-staff-0002',
    purpose: 'new, not yet registered: goes to the registration page',
    claims: {
      email: 'new.staff@staff.example',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Quinn',
      zipCode: '80012',
    },
  },
  {
    subject: 'dev-staff-0003',
    purpose: 'registered, in a corporate group that is not PD-eligible (Panhandle Corporate Pet Care)',
    claims: {
      email: 'corporate.staff@staff.example',
      email_verified: true,
      given_name: 'Casey',
      family_name: 'Brooks',
      roleCode: 'PM',
      graduationYear: 2009,
      zipCode: '79119',
      ...memberOf('CLN0012'),
    },
  },
  {
    subject: 'dev-staff-0004',
    purpose: 'veterinary student, not yet registered',
    claims: {
      email: 'student.staff@staff.example',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Patel',
      roleCode: 'STU',
      graduationYear: 2027,
      currentSchoolName: 'Poudre Valley College of Veterinary Medicine',
      zipCode: '80523',
    },
  },
  {
    subject: 'dev-staff-0005',
    purpose: "refused by the provider: the shop is told 'Unauthorized user' (SPEC §8)",
    unauthorized: true,
    claims: {
      email: 'unauthorized.staff@staff.example',
      email_verified: true,
      given_name: 'Blake',
      family_name: 'Turner',
    },
  },
];

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const PASSWORD_DIGEST = digest(DEV_STAFF_PASSWORD);

/** The account with this email and the development password; undefined for anything else. */
export function authenticateDevStaff(email: string, password: string): DevStaffAccount | undefined {
  const account = DEV_STAFF_ACCOUNTS.find(
    (candidate) => candidate.claims.email === email.trim().toLowerCase(),
  );
  // Compare digests of equal length whether or not the email matched, so timing tells nothing.
  const passwordMatches = timingSafeEqual(digest(password), PASSWORD_DIGEST);
  return account && passwordMatches ? account : undefined;
}

export function devStaffAccount(subject: string): DevStaffAccount | undefined {
  return DEV_STAFF_ACCOUNTS.find((account) => account.subject === subject);
}
