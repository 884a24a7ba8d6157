import type { CartVariant } from '../catalog';
import { lineAttributesWith, offeredPlan } from './cart-attributes';
import { CartRuleError } from './cart-errors';
import { cartLineIdOf, variantIdOf } from './cart-ids';
import type { LineAdd, LineUpdate, PlannedLine } from './cart-line-changes';
import type { CartLineInputDto, CartLineUpdateInputDto } from './dto/cart-requests.dto';

/**
 * The adds of a request, checked against the catalogue: 422 UNKNOWN_VARIANT for a merchandiseId
 * that is not a variant, VARIANT_UNAVAILABLE for one not sold, SELLING_PLAN_NOT_OFFERED for a
 * plan its product does not have. Prices are never taken from the client.
 */
export function lineAddsOf(
  inputs: readonly CartLineInputDto[],
  variants: ReadonlyMap<string, CartVariant>,
  current: readonly PlannedLine[],
): LineAdd[] {
  return inputs.map((input) => {
    const variant = variants.get(variantIdOf(input.merchandiseId) ?? '');
    if (!variant)
      throw new CartRuleError(
        'UNKNOWN_VARIANT',
        `No product variant '${input.merchandiseId}' (check if the variant ID is valid)`,
      );
    if (!variant.available)
      throw new CartRuleError(
        'VARIANT_UNAVAILABLE',
        `${variant.product.title} (${variant.title}) is not sold now`,
      );
    const sellingPlanId = checkedPlan(variant, input.sellingPlanId);
    const existing = current.find((l) => l.variantId === variant.id && l.sellingPlanId === sellingPlanId);
    return {
      variantId: variant.id,
      sellingPlanId,
      quantity: input.quantity ?? 1,
      attributes: lineAttributesWith(input.attributes, existing?.attributes ?? [], variant),
    };
  });
}

/**
 * The updates of a request against the cart's lines: a new plan is checked as on add; an unknown
 * line is passed on as it is, for updateLines to refuse (404 CART_LINE_NOT_FOUND).
 */
export function lineUpdatesOf(
  inputs: readonly CartLineUpdateInputDto[],
  lines: readonly PlannedLine[],
  variants: ReadonlyMap<string, CartVariant>,
): LineUpdate[] {
  return inputs.map((input) => {
    const id = lineRowId(input.id);
    const line = lines.find((l) => l.id === id);
    const variant = line && variants.get(line.variantId);
    if (!line || !variant) return { id, quantity: input.quantity };
    return {
      id,
      quantity: input.quantity,
      sellingPlanId:
        input.sellingPlanId === undefined ? undefined : checkedPlan(variant, input.sellingPlanId),
      attributes:
        input.attributes === undefined
          ? undefined
          : lineAttributesWith(input.attributes, line.attributes, variant),
    };
  });
}

/** A line id as sent: its row id, or the text itself (no line has it, so it is 404). */
export function lineRowId(publicId: string): string {
  return cartLineIdOf(publicId) ?? publicId;
}

/** A plan id the variant's product is offered with, or null for one-time; 422 otherwise. */
function checkedPlan(variant: CartVariant, sellingPlanId: string | null | undefined): string | null {
  const id = (sellingPlanId ?? '').trim();
  if (id === '') return null;
  const plan = offeredPlan(variant.sellingPlans, id);
  if (!plan)
    throw new CartRuleError(
      'SELLING_PLAN_NOT_OFFERED',
      variant.sellingPlans.length
        ? `${variant.product.title} is not offered with selling plan '${id}'`
        : `${variant.product.title} cannot be bought on autoship`,
    );
  return plan.id;
}
