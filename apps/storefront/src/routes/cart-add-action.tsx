import { autoshipPrice } from '@shop/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { analyticsProductOf, variantLabel } from '../features/analytics/model/catalog-analytics';
import type { CardActionSlot, CardSelection } from '../features/catalog/context/card-environment';
import { AddToCartControls, type AddToCartChoice } from '../features/cart/components/add-to-cart-controls';
import { useAddedToCartDialogIfHosted } from '../features/cart/context/added-to-cart-dialog-host';
import { cartLineAnalyticsProduct } from '../features/cart/model/cart-analytics';
import { cartWarningTexts } from '../features/cart/model/cart-warning-texts';
import { cartFailureText } from '../lib/cart/cart-messages';
import { cachedCart, type Cart, type CartLine } from '../lib/cart/cart-cache';
import { useAddToCart, useChangeCartLine } from '../features/cart/hooks/use-cart-actions';
import { useSite } from '../lib/site/site-context';

function lineFor(cart: Cart | null | undefined, merchandiseId: string, sellingPlanId: string | null) {
  return cart?.lineItems.find(
    (line) =>
      line.variant.adminGraphqlId === merchandiseId &&
      (line.sellingPlanAllocation?.sellingPlan.id ?? null) === sellingPlanId,
  );
}

/**
 * A card's or the product page's add to cart (SPEC §4 'Add to cart from a card'), composed here
 * because it spans features: the cart's controls and dialog, the analytics events, the catalogue's
 * selection. After the cart answers: add_to_cart with how many were really added (the server caps
 * a line at its limit), the autoship frequency event for an autoship line, and the confirmation
 * dialog (unless one is open), whose Remove sets the line to 0 and reports remove_from_cart.
 */
function CartAddAction({ selection }: { selection: CardSelection }) {
  const { product, variant, quantity, outOfStock, placement } = selection;
  const { staff } = useSite();
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const change = useChangeCartLine();
  const analytics = useAnalytics();
  const dialog = useAddedToCartDialogIfHosted();
  const merchandiseId = variant.adminGraphqlId;
  const price = Number(variant.price.amount);

  const removeLine = (line: CartLine) => {
    change.mutate({ lineId: line.id, quantity: 0 });
    analytics.removeFromCart([cartLineAnalyticsProduct(line)]);
  };

  const onAdd = ({ quantity: requested, sellingPlan }: AddToCartChoice) => {
    // SPEC §5: without a variant to add there is nothing to send.
    if (!merchandiseId) return;
    const sellingPlanId = sellingPlan?.id ?? null;
    const before = lineFor(cachedCart(queryClient), merchandiseId, sellingPlanId)?.quantity ?? 0;
    add.mutate(
      { merchandiseId, quantity: requested, sellingPlanId },
      {
        onSuccess: (cart) => {
          const line = lineFor(cart, merchandiseId, sellingPlanId);
          const added = line ? line.quantity - before : 0;
          if (added <= 0) return;
          const autoship = sellingPlan !== null;
          analytics.addToCart(
            [analyticsProductOf(product, variant, { quantity: added, autoship })],
            sellingPlan ? { frequencyDays: sellingPlan.frequencyDays } : undefined,
          );
          dialog?.show({
            item: {
              productTitle: product.title,
              variantTitle: variantLabel(variant),
              imageUrl: variant.imagePrimary?.url ?? product.featuredImage?.url ?? null,
              price: autoship ? autoshipPrice(price) : price,
              quantity: added,
              weight: variant.weight === null || variant.weight === undefined ? null : Number(variant.weight),
              weightUnit: variant.weightUnit ?? null,
              autoshipLabel: sellingPlan?.name ?? null,
            },
            onRemove: line ? () => removeLine(line) : undefined,
          });
        },
      },
    );
  };

  const notes = add.error
    ? cartFailureText(add.error)
    : add.data
      ? cartWarningTexts(add.data).join(' ')
      : null;

  return (
    <AddToCartControls
      sku={variant.sku}
      productTitle={product.title}
      quantity={quantity}
      outOfStock={outOfStock}
      autoshipOffered={!staff}
      layout={placement}
      onAdd={onAdd}
      busy={add.isPending}
      error={notes || null}
    />
  );
}

/** The card action slot every route's cards get: add to cart. */
export const renderCartAddAction: CardActionSlot = (selection) => (
  <CartAddAction
    // A different variant is a different add: its own plans, busy state and messages.
    key={selection.variant.sku}
    selection={selection}
  />
);
