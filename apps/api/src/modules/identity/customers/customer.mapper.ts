import { customerGid } from '@shop/identity';
import type { CustomerRecord } from './customer-record';
import type { CustomerRow } from '../identity.schema';

/** A row without its password hash, with its public id. */
export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    publicId: customerGid(row.id),
    site: row.site,
    kind: row.kind,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    acceptsMarketing: row.acceptsMarketing,
    oidcSubject: row.oidcSubject,
    roleCode: row.roleCode,
    graduationYear: row.graduationYear,
    currentSchoolName: row.currentSchoolName,
    sapAccountGroup: row.sapAccountGroup,
    shipTo: row.shipTo,
    soldTo: row.soldTo,
    clinicZip: row.clinicZip,
    preferredAddress: row.preferredAddress,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
