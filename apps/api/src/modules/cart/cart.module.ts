import { Module } from '@nestjs/common';
import { AccountModule } from '../account';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { StockModule } from '../stock';
import { SubscriptionsModule } from '../subscriptions';
import { CartCallerGuard } from './cart-caller.guard';
import { CartController } from './cart.controller';
import { CartRepository } from './cart.repository';
import { CartService } from './cart.service';

/**
 * Carts (SPEC §3, §4, §5, §7 Cart) and their tables. The checkout flow uses CartService's
 * loadForCheckout and markCompleted inside the order's transaction.
 */
@Module({
  imports: [IdentityModule, CatalogModule, StockModule, SubscriptionsModule, AccountModule],
  controllers: [CartController],
  providers: [CartService, CartRepository, CartCallerGuard],
  exports: [CartService],
})
export class CartModule {}
