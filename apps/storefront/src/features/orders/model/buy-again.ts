import type { OrderDto, OrderLineItemDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { addCartLine } from '../../../lib/cart/cart-calls';
import { cartFailureText } from '../../../lib/cart/cart-messages';

/** What buying an order again did: the lines added in full, and what could not be (with why). */
export interface BuyAgainResult {
  added: number;
  problems: string[];
}

function lineName(line: OrderLineItemDto): string {
  return `${line.title} (${line.variantTitle})`;
}

/**
 * Adds an order's lines to the cart again, one at a time through the cart's own add (limits are the
 * server's: a line is capped at its limit and the answer says so), as one-time purchases: the
 * order's autoships are already running, and buying again must not start a second one. A line the
 * shop no longer sells is refused by the API and named, and the others are still added.
 */
export async function buyAgain(queryClient: QueryClient, order: OrderDto): Promise<BuyAgainResult> {
  const result: BuyAgainResult = { added: 0, problems: [] };
  for (const { node: line } of order.lineItems.edges) {
    try {
      const cart = await addCartLine(queryClient, {
        merchandiseId: line.variantId,
        quantity: line.quantity,
        sellingPlanId: null,
        attributes: [],
      });
      const cartLine = cart?.lineItems.find(
        (candidate) => candidate.variant.sku === line.sku && candidate.sellingPlanAllocation === null,
      );
      const limited = cart?.warnings.some((warning) => warning.lineId === cartLine?.id) ?? false;
      if (limited && cartLine)
        result.problems.push(
          `${lineName(line)}: only part could be added; your cart now holds ${cartLine.quantity}, the most allowed.`,
        );
      else result.added += 1;
    } catch (error) {
      result.problems.push(`${lineName(line)} could not be added: ${cartFailureText(error)}`);
    }
  }
  return result;
}
