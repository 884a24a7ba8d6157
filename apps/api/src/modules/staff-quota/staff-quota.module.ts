import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { OrdersModule } from '../orders';
import { StaffQuotaContributor } from './staff-quota-contributor';
import { StaffQuotaOperationsController } from './staff-quota-operations.controller';
import { StaffQuotaRepository } from './staff-quota.repository';
import { StaffQuotaService } from './staff-quota.service';
import { StaffQuotaSettings } from './staff-quota-settings';

/**
 * The staff monthly quota (issue 24 §2, SPEC §3 quotaMonth, quotaValue, quotaReached): where a
 * member stands (the profile, cart and checkout show it through StaffQuotaService), the order
 * contributor that refuses an order over it, and the operator calls that set a member's own.
 */
@Module({
  imports: [IdentityModule, OrdersModule],
  controllers: [StaffQuotaOperationsController],
  providers: [StaffQuotaService, StaffQuotaRepository, StaffQuotaSettings, StaffQuotaContributor],
  exports: [StaffQuotaService],
})
export class StaffQuotaModule {}
