import type { SiteId } from '@shop/identity';
import type { CustomerKind, PreferredAddress } from '../identity.schema';

export type { CustomerKind, PreferredAddress } from '../identity.schema';

/** A customer as other modules see it (no password hash). */
export interface CustomerRecord {
  /** The row id (a UUID); `publicId` is what leaves the API. */
  id: string;
  /** 'gid://shop/Customer/{id}' */
  publicId: string;
  site: SiteId;
  kind: CustomerKind;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  oidcSubject: string | null;
  roleCode: string | null;
  graduationYear: number | null;
  currentSchoolName: string | null;
  sapAccountGroup: string | null;
  shipTo: string | null;
  soldTo: string | null;
  clinicZip: string | null;
  preferredAddress: PreferredAddress | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What single sign-on writes for a staff member when the identity provider says it. */
export interface StaffFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  roleCode?: string | null;
  graduationYear?: number | null;
  currentSchoolName?: string | null;
  sapAccountGroup?: string | null;
  shipTo?: string | null;
  soldTo?: string | null;
  clinicZip?: string | null;
  preferredAddress?: PreferredAddress | null;
}

export interface NewStaffCustomer extends StaffFields {
  email: string;
  firstName: string;
  lastName: string;
  oidcSubject: string;
}

/** What a customer may change of their own profile (the Account module's update-customer). */
export interface CustomerProfileFields {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  acceptsMarketing?: boolean;
}
