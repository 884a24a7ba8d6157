/** An autoship plan as the catalogue offers it (selling_plans). */
export interface CatalogSellingPlan {
  /** 'gid://shop/SellingPlan/{n}': what a cart line takes as sellingPlanId. */
  id: string;
  /** e.g. 'Every 4 weeks'. */
  name: string;
  /** Days between deliveries. */
  frequencyDays: number;
  /** Weeks between deliveries (2, 4, 6 or 8 in the seeded catalogue). */
  frequency: number;
}

/**
 * What the cart and the checkout need of a variant, read in one query (CatalogService.variantsForCart):
 * the catalogue's price now, what a cart line shows, the weight for its line attributes, and the
 * autoship plans its product is offered with (none: one-time only).
 */
export interface CartVariant {
  /** The variant's row id (UUID). */
  id: string;
  /** 'gid://shop/ProductVariant/{id}': a cart line's merchandiseId. */
  adminGraphqlId: string;
  sku: string;
  /** The option values, e.g. 'Chicken & Barley / 15 lb / Dry'. */
  title: string;
  variantUrl: string;
  selectedOptions: { name: string; value: string }[];
  priceCents: number;
  compareAtPriceCents: number | null;
  weight: number;
  weightUnit: 'lb' | 'oz';
  imageUrl: string;
  /** Whether the variant is sold at all (live stock at a ZIP is the stock module's). */
  available: boolean;
  product: { id: string; handle: string; title: string; productType: string };
  /** In display order; empty when the product is not autoship-eligible. */
  sellingPlans: CatalogSellingPlan[];
}
