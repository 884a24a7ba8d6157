import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parseStaffMonthlyQuotas, type StaffMonthlyQuotas } from '@shop/cart';
import type { Env } from '../../platform/config/env.schema';

/** STAFF_MONTHLY_QUOTA, read once (the schema already refused a bad value at start-up). */
@Injectable()
export class StaffQuotaSettings {
  readonly quotas: StaffMonthlyQuotas;

  constructor(config: ConfigService<Env, true>) {
    this.quotas = parseStaffMonthlyQuotas(config.get('STAFF_MONTHLY_QUOTA', { infer: true }));
  }
}
