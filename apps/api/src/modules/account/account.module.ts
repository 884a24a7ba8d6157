import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { ClinicsModule } from '../clinics';
import { IdentityModule } from '../identity';
import { OrdersModule } from '../orders';
import { StaffQuotaModule } from '../staff-quota';
import { SubscriptionsModule } from '../subscriptions';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { CustomerAddressesController } from './customer-addresses.controller';
import { CustomerAddressesRepository } from './customer-addresses.repository';
import { CustomerAddressesService } from './customer-addresses.service';
import { CustomerMetafieldsRepository } from './customer-metafields.repository';
import { CustomerPetsController } from './customer-pets.controller';
import { CustomerPetsRepository } from './customer-pets.repository';
import { CustomerPetsService } from './customer-pets.service';
import { PersistedCartService } from './persisted-cart.service';

/**
 * The signed-in customer's own data (SPEC §3 'Customer profile', 'Address', 'Customer
 * metafields'; §7 'Customer and orders' except the order calls, which are the Orders module's):
 * profile (with the recent orders and the subscriptions, read through OrdersService and
 * SubscriptionsService), address book, metafields, and the
 * shopper's pets. Every query is scoped to the caller; another customer's record answers 404.
 */
@Module({
  imports: [
    IdentityModule,
    ClinicsModule,
    CatalogModule,
    OrdersModule,
    SubscriptionsModule,
    StaffQuotaModule,
  ],
  controllers: [AccountController, CustomerAddressesController, CustomerPetsController],
  providers: [
    AccountService,
    CustomerAddressesService,
    CustomerPetsService,
    CustomerAddressesRepository,
    CustomerMetafieldsRepository,
    CustomerPetsRepository,
    PersistedCartService,
  ],
  exports: [AccountService, CustomerAddressesService, PersistedCartService],
})
export class AccountModule {}
