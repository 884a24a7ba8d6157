import { Injectable } from '@nestjs/common';
import { customerIdOf, normalizeEmail, type SiteId } from '@shop/identity';
import { Clock } from '../../../platform/clock/clock';
import type { Database } from '../../../platform/database/database.types';
import { isUniqueViolation } from '../../../platform/database/unique-violation';
import { ConflictError } from '../../../platform/errors/app-error';
import type {
  CustomerKind,
  CustomerProfileFields,
  CustomerRecord,
  NewStaffCustomer,
  StaffFields,
} from './customer-record';
import { toCustomerRecord } from './customer.mapper';
import { CustomersRepository } from './customers.repository';
import type { CustomerRow } from '../identity.schema';
import { SessionInvalidation } from '../sessions/session-invalidation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Customers for other modules and for single sign-on: look-ups by id, address or identity
 * provider subject, and the staff records the provider keeps up to date. Passwords never leave
 * this module.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly clock: Clock,
    private readonly sessionChanges: SessionInvalidation,
  ) {}

  /**
   * By row id or public id ('gid://shop/Customer/{id}'); undefined for anything else. On `db` when
   * read inside another module's transaction (an order's contributor).
   */
  async findById(id: string, db?: Database): Promise<CustomerRecord | undefined> {
    const row = await this.rowById(id, db);
    return row && toCustomerRecord(row);
  }

  /** By address (any case) on a site; `kind` defaults to the site's own kind of customer. */
  async findByEmail(site: SiteId, email: string, kind?: CustomerKind): Promise<CustomerRecord | undefined> {
    const row = await this.customers.byEmail(site, kind ?? kindOfSite(site), normalizeEmail(email));
    return row && toCustomerRecord(row);
  }

  async findByOidcSubject(subject: string): Promise<CustomerRecord | undefined> {
    const row = await this.customers.byOidcSubject(subject);
    return row && toCustomerRecord(row);
  }

  /**
   * A staff member on the staff site, first seen through single sign-on. 409 CUSTOMER_EXISTS when
   * the subject or the address already has a staff record (look it up first; concurrent first
   * sign-ins of one person are the race this refuses).
   */
  async createStaff(staff: NewStaffCustomer): Promise<CustomerRecord> {
    const row = await this.customers.insert({
      site: 'HPSF',
      kind: 'staff',
      email: normalizeEmail(staff.email),
      firstName: staff.firstName,
      lastName: staff.lastName,
      oidcSubject: staff.oidcSubject,
      roleCode: staff.roleCode ?? null,
      graduationYear: staff.graduationYear ?? null,
      currentSchoolName: staff.currentSchoolName ?? null,
      sapAccountGroup: staff.sapAccountGroup ?? null,
      shipTo: staff.shipTo ?? null,
      soldTo: staff.soldTo ?? null,
      clinicZip: staff.clinicZip ?? null,
      preferredAddress: staff.preferredAddress ?? null,
    });
    if (!row)
      throw new ConflictError('CUSTOMER_EXISTS', 'A staff customer with this subject or email exists');
    return toCustomerRecord(row);
  }

  /**
   * Writes the fields given (undefined leaves a field as it is) of a staff customer; undefined
   * when there is no such staff customer, 409 CUSTOMER_EXISTS when the new address is another
   * staff member's.
   */
  async updateStaffFields(customerId: string, fields: StaffFields): Promise<CustomerRecord | undefined> {
    const current = await this.rowById(customerId);
    if (!current || current.kind !== 'staff') return undefined;
    const changes = Object.fromEntries(
      Object.entries({ ...fields, email: fields.email && normalizeEmail(fields.email) }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    try {
      const row = await this.customers.update(current.id, changes, this.clock.now());
      // Sessions carry the registration fields (ship-to, account group): they must not lag.
      await this.sessionChanges.announce({ customerId: current.id });
      return row && toCustomerRecord(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ConflictError('CUSTOMER_EXISTS', 'Another staff customer has this email');
      throw error;
    }
  }

  /**
   * The customer's own profile fields, as the Account module's update-customer changes them
   * (undefined leaves a field as it is); undefined when there is no such customer.
   */
  async updateProfile(
    customerId: string,
    fields: CustomerProfileFields,
  ): Promise<CustomerRecord | undefined> {
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const row =
      Object.keys(changes).length === 0
        ? await this.rowById(customerId)
        : await this.customers.update(customerId, changes, this.clock.now());
    return row && toCustomerRecord(row);
  }

  /** For this module's sign-in: the row with its password hash. */
  async rowByEmail(site: SiteId, kind: CustomerKind, email: string): Promise<CustomerRow | undefined> {
    return this.customers.byEmail(site, kind, normalizeEmail(email));
  }

  async rowById(id: string, db?: Database): Promise<CustomerRow | undefined> {
    const raw = customerIdOf(id);
    return UUID.test(raw) ? this.customers.byId(raw.toLowerCase(), db) : undefined;
  }

  /** A consumer with a password; undefined when the address is already taken on the site. */
  async createConsumer(
    site: SiteId,
    fields: { email: string; firstName: string; lastName: string; passwordHash: string },
  ): Promise<CustomerRow | undefined> {
    return this.customers.insert({
      site,
      kind: 'consumer',
      email: normalizeEmail(fields.email),
      firstName: fields.firstName,
      lastName: fields.lastName,
      passwordHash: fields.passwordHash,
    });
  }

  async setPasswordHash(customerId: string, passwordHash: string): Promise<void> {
    await this.customers.update(customerId, { passwordHash }, this.clock.now());
  }
}

/** Consumers shop on the consumer site, staff on the staff site. */
export function kindOfSite(site: SiteId): CustomerKind {
  return site === 'HPSF' ? 'staff' : 'consumer';
}
