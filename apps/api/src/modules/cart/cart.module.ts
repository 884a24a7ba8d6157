import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { StaffQuotaModule } from '../staff-quota';
import { StockModule } from '../stock';
import { SubscriptionsModule } from '../subscriptions';
import { CartCallerGuard } from './cart-caller.guard';
import { CartAnswerService } from './cart-answer.service';
import { CartOwnershipService } from './cart-ownership.service';
import { CartPricingSettings } from './cart-pricing-settings';
import { CartController } from './cart.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

/**
 * Carts (SPEC §3, §4, §5, §7 Cart) and their tables. The checkout flow uses CartService's
 * loadForCheckout and markCompleted inside the order's transaction; the order steps and the
 * renewal price and stock-check by CartPricingSettings.
 */
@Module({
  imports: [IdentityModule, CatalogModule, StockModule, SubscriptionsModule, AccountModule, StaffQuotaModule],
  controllers: [CartController],
  providers: [
    CartService,
    CartRepository,
    CartCallerGuard,
    CartPricingSettings,
    CartOwnershipService,
    CartAnswerService,
  ],
  exports: [CartService, CartPricingSettings],
})
export class CartModule {}
