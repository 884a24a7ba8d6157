/**
 * The Account module's front door: customer profiles, addresses and pets. Checkout reads and saves
 * addresses through CustomerAddressesService; the cart keeps a signed-in shopper's cart with
 * PersistedCartService.
 */
export { AccountModule } from './account.module';
export { AccountService } from './account.service';
export { CustomerAddressesService } from './customer-addresses.service';
export { PersistedCartService } from './persisted-cart.service';
