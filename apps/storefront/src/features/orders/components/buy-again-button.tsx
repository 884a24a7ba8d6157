import type { OrderDto } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cartNoticeState } from '../../../lib/cart/cart-notices';
import { buyAgain, type BuyAgainResult } from '../model/buy-again';

const CART_PATH = '/cart';

/**
 * 'Buy again' on an order's details: its lines go to the cart with the same quantities (limits
 * apply), then the cart opens and says which lines could not be added. `onAdded` lets the route
 * report the add to analytics.
 */
export function BuyAgainButton({
  order,
  onAdded,
}: {
  order: OrderDto;
  onAdded?: (order: OrderDto, result: BuyAgainResult) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const run = useMutation({
    mutationFn: () => buyAgain(queryClient, order),
    onSuccess: (result) => {
      onAdded?.(order, result);
      navigate(CART_PATH, { state: cartNoticeState(result.problems) });
    },
  });
  return (
    <Button variant="primary" onClick={() => run.mutate()} disabled={run.isPending} aria-busy={run.isPending}>
      {run.isPending ? 'Adding to cart…' : 'Buy again'}
    </Button>
  );
}
