import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { pricingInputsFor, type PricingBuyer, type PricingInputs, type PricingSettings } from '@shop/cart';
import type { Env } from '../../platform/config/env.schema';

/**
 * The pricing settings (STAFF_PROGRAM_DISCOUNT_PERCENT, CART_EXCLUDED_PRODUCT_TYPE), read here
 * only, so the cart, checkout's order steps and an autoship renewal cannot price or stock-check
 * by different values.
 */
@Injectable()
export class CartPricingSettings {
  private readonly settings: PricingSettings;

  constructor(config: ConfigService<Env, true>) {
    this.settings = {
      programDiscountPercent: config.get('STAFF_PROGRAM_DISCOUNT_PERCENT', { infer: true }),
      excludedProductType: config.get('CART_EXCLUDED_PRODUCT_TYPE', { infer: true }),
    };
  }

  /** The giving add-on's product type: never discounted, never stock-checked. */
  get excludedProductType(): string {
    return this.settings.excludedProductType;
  }

  /** priceCart's inputs for a buyer, apart from the lines and the entered codes. */
  inputsFor(buyer: PricingBuyer): PricingInputs {
    return pricingInputsFor(this.settings, buyer);
  }
}
