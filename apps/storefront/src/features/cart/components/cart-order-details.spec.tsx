import type { CartDto } from '@shop/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_QUERY_KEY, type Cart } from '../../../lib/cart/cart-cache';
import { installRoutedFakeApi } from '../../../testing/account-fixtures';
import { CART_API, cartFixture, resetCartStorage, seedCart } from '../../../testing/cart-fixtures';
import { jsonResponse } from '../../../testing/fake-api';
import { renderWithSite } from '../../../testing/render-with-site';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { useCart } from '../hooks/use-cart';
import { CartOrderDetails } from './cart-order-details';

/** The page passes the cached cart down, so each answer re-renders the fields as it does there. */
function CartFromCache() {
  const cart = useCart().data;
  return cart ? <CartOrderDetails cart={cart} /> : null;
}

const REFUSAL = 'SAVE10 is not a valid discount code.';

/** The API's answer for these codes: AUTO35 applies (the cart qualifies), anything else does not. */
function codesAnswer(codes: string[]): CartDto['discountCodes'] {
  return codes.map((code) =>
    code === 'AUTO35'
      ? { code, applicable: true, message: null }
      : { code, applicable: false, message: `${code} is not a valid discount code.` },
  );
}

describe('CartOrderDetails (SPEC §7 discount codes and note)', () => {
  let restore = () => undefined as void;
  beforeEach(() => resetCartStorage());
  afterEach(() => restore());

  function setup(cart: Cart = cartFixture(), siteId: 'DTC' | 'HPSF' = 'DTC') {
    const fake = installRoutedFakeApi({
      [CART_API.discountCodes]: (body) =>
        jsonResponse(cartFixture({ discountCodes: codesAnswer(body['codes'] as string[]) })),
      [CART_API.note]: (body) => jsonResponse(cartFixture({ note: (body['note'] as string | null) ?? null })),
    });
    restore = fake.restore;
    const queryClient = createTestQueryClient();
    seedCart(queryClient, cart);
    renderWithSite(<CartFromCache />, { siteId, queryClient });
    const current = () => queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
    return { fake, current };
  }

  describe('discount code', () => {
    it('applies a code with the keyboard and says so', async () => {
      const user = userEvent.setup();
      const { fake, current } = setup();
      await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'auto35{Enter}');
      await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('AUTO35 applied.'));
      expect(fake.callsTo(CART_API.discountCodes).map((call) => call.body['codes'])).toEqual([['AUTO35']]);
      expect(current()?.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: null }]);
      expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    });

    it("refuses a code with the API's message and puts the cart's codes back as they were", async () => {
      const user = userEvent.setup();
      const { fake, current } = setup();
      const field = screen.getByRole('textbox', { name: 'Discount code' });
      await user.type(field, 'save10');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent(REFUSAL));
      expect(fake.callsTo(CART_API.discountCodes).map((call) => call.body['codes'])).toEqual([
        ['SAVE10'],
        [],
      ]);
      expect(current()?.discountCodes).toEqual([]);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(REFUSAL);
      expect(field).toHaveValue('save10');
    });

    it('removes an applied code and keeps the others', async () => {
      const user = userEvent.setup();
      const cart = cartFixture({
        discountCodes: [
          { code: 'AUTO35', applicable: false, message: 'AUTO35 is for your first autoship only.' },
          { code: 'WELCOME', applicable: true, message: null },
        ],
      });
      const { fake } = setup(cart);
      const list = screen.getByRole('list', { name: 'Discount codes on your cart' });
      expect(list).toHaveTextContent('AUTO35 not applied: AUTO35 is for your first autoship only.');
      await user.click(within(list).getByRole('button', { name: 'Remove discount code WELCOME' }));
      await waitFor(() => expect(screen.getAllByRole('status')[0]).toHaveTextContent('WELCOME removed.'));
      expect(fake.callsTo(CART_API.discountCodes)[0]?.body['codes']).toEqual(['AUTO35']);
    });

    it('shows AUTO35 as automatic when it applies by itself, with nothing to remove', () => {
      setup(cartFixture({ discountCodes: [{ code: 'AUTO35', applicable: true, message: null }] }));
      const list = screen.getByRole('list', { name: 'Discount codes on your cart' });
      expect(list).toHaveTextContent('AUTO35 applied automatically');
      expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    });

    it('is not offered on the staff site, where the program discount is the saving', () => {
      setup(cartFixture(), 'HPSF');
      expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Order note' })).toBeInTheDocument();
    });
  });

  describe('order note', () => {
    it('shows the limit and saves the note when the field is left', async () => {
      const user = userEvent.setup();
      const { fake, current } = setup();
      const note = screen.getByRole('textbox', { name: 'Order note' });
      expect(note).toHaveAttribute('maxlength', '1000');
      expect(note).toHaveAccessibleDescription(/Up to 1000 characters\. 0 of 1000 characters/);
      await user.type(note, 'Leave at the back door');
      expect(screen.getByText('22 of 1000 characters')).toBeInTheDocument();
      await user.tab();
      await waitFor(() => expect(current()?.note).toBe('Leave at the back door'));
      expect(fake.callsTo(CART_API.note)[0]?.body).toEqual({
        cartId: cartFixture().id,
        note: 'Leave at the back door',
      });
    });

    it('saves with the Save button and says so', async () => {
      const user = userEvent.setup();
      setup();
      fireEvent.change(screen.getByRole('textbox', { name: 'Order note' }), {
        target: { value: 'Ring twice' },
      });
      await user.click(screen.getByRole('button', { name: 'Save note' }));
      await waitFor(() => expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Note saved.'));
    });

    it('sends nothing when the note did not change', async () => {
      const user = userEvent.setup();
      const { fake } = setup(cartFixture({ note: 'Ring twice' }));
      await user.click(screen.getByRole('textbox', { name: 'Order note' }));
      await user.tab();
      expect(fake.callsTo(CART_API.note)).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    });
  });
});
