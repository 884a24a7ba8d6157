import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { StockModule } from '../stock/stock.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
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
  imports: [IdentityModule, CatalogModule, StockModule, SubscriptionsModule, AccountModule],
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
