/**
 * The Cart module's front door. Checkout takes the cart it places an order from through
 * CartService, and guards its calls the way the cart does (@CartAccess, @CurrentCartCaller).
 */
export { CartAccess } from './cart-access.decorator';
export type { CartCaller, CheckoutCart, CheckoutCartLine } from './cart-caller';
export { CurrentCartCaller } from './cart-caller.guard';
export { CartIdCookie } from './cart-cookie.decorator';
export { CartModule } from './cart.module';
export { CartPricingSettings } from './cart-pricing-settings';
export { CartService } from './cart.service';
