import { Injectable } from '@nestjs/common';
import {
  isQuotaReached,
  monthlyQuotaCentsFor,
  quotaLeftCents,
  quotaMonthOf,
  quotaMonthStart,
} from '@shop/cart';
import { centsToAmount } from '@shop/catalog';
import { isStaffSite, type SiteId } from '@shop/identity';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import { type CustomerRecord, CustomersService } from '../identity';
import { OrdersService } from '../orders';
import type { OperatorStaffQuotaDto, StaffQuotaDto } from './dto/staff-quota.dto';
import { staffMemberNotFound } from './staff-quota-errors';
import { StaffQuotaRepository } from './staff-quota.repository';
import { StaffQuotaSettings } from './staff-quota-settings';

/** The staff site, where the quota applies (libs/identity isStaffSite): consumers buy without one. */
const STAFF_SITE: SiteId = 'HPSF';

/**
 * The staff monthly quota (issue 24 §2): a member's quota is their own (operator) or their account
 * group's (STAFF_MONTHLY_QUOTA); what they spent is their staff-site orders since the month began
 * in the shop's zone, cancelled ones not counted (OrdersService.spentSince). The rule is libs/cart's.
 */
@Injectable()
export class StaffQuotaService {
  constructor(
    private readonly customers: CustomersService,
    private readonly orders: OrdersService,
    private readonly repository: StaffQuotaRepository,
    private readonly settings: StaffQuotaSettings,
    private readonly clock: Clock,
  ) {}

  /** Whether orders on a site count against a quota (the staff site's only). */
  appliesOn(site: SiteId): boolean {
    return isStaffSite(site);
  }

  /**
   * Where a customer stands this month on a site; null when no quota applies (a consumer, the
   * consumer site, or a group without one). On `db` inside an order's transaction.
   */
  async standingOf(customerId: string, site: SiteId, db?: Database): Promise<StaffQuotaDto | null> {
    if (!this.appliesOn(site)) return null;
    return this.standingFor(await this.customers.findById(customerId, db), site, db);
  }

  /** standingOf for a customer the caller has already read (the profile, the checkout page). */
  async standingFor(
    customer: CustomerRecord | null | undefined,
    site: SiteId,
    db?: Database,
  ): Promise<StaffQuotaDto | null> {
    if (!this.appliesOn(site) || !customer || customer.kind !== 'staff') return null;
    return this.standingOfMember(customer, db);
  }

  /** An operator's view of a staff member's quota; 404 STAFF_MEMBER_NOT_FOUND for anyone else. */
  async operatorView(customerRef: string): Promise<OperatorStaffQuotaDto> {
    const customer = await this.staffMember(customerRef);
    const own = await this.repository.overrideCentsOf(customer.id);
    return {
      customerId: customer.publicId,
      email: customer.email,
      accountGroup: customer.sapAccountGroup,
      ownQuota: own !== null,
      quota: await this.standingOfMember(customer),
    };
  }

  /** Gives a member their own monthly quota (dollars), replacing their group's. */
  async setOwnQuota(customerRef: string, dollars: number): Promise<OperatorStaffQuotaDto> {
    const customer = await this.staffMember(customerRef);
    await this.repository.setOverride(customer.id, Math.round(dollars * 100), this.clock.now());
    return this.operatorView(customer.id);
  }

  /** Takes a member back to their account group's quota. */
  async clearOwnQuota(customerRef: string): Promise<OperatorStaffQuotaDto> {
    const customer = await this.staffMember(customerRef);
    await this.repository.clearOverride(customer.id);
    return this.operatorView(customer.id);
  }

  private async standingOfMember(customer: CustomerRecord, db?: Database): Promise<StaffQuotaDto | null> {
    const own = await this.repository.overrideCentsOf(customer.id, db);
    const quotaCents = monthlyQuotaCentsFor(this.settings.quotas, customer.sapAccountGroup, own);
    if (quotaCents === null) return null;
    const month = this.month();
    const spent = await this.orders.spentSince(customer.id, STAFF_SITE, quotaMonthStart(month), db);
    const left = quotaLeftCents(quotaCents, spent);
    return {
      quotaMonth: month,
      monthlyQuota: centsToAmount(quotaCents),
      quotaValue: centsToAmount(left),
      quotaValueCents: left,
      quotaReached: isQuotaReached(left),
    };
  }

  private month(): string {
    return quotaMonthOf(this.clock.now());
  }

  private async staffMember(customerRef: string): Promise<CustomerRecord> {
    const customer = await this.customers.findById(customerRef);
    if (!customer || customer.kind !== 'staff') throw staffMemberNotFound();
    return customer;
  }
}
