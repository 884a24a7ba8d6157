import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_API,
  ORDER_UUID,
  chargesFor,
  checkoutFixture,
  checkoutLineFixture,
  placedOrderFixture,
  savedAddressOption,
} from '../features/checkout/testing/checkout-fixtures';
import { storeCartId } from '../lib/cart/cart-id-storage';
import { customerFixture, installRoutedFakeApi, seedSession } from '../testing/account-fixtures';
import { cartFixture, resetCartStorage, seedCart } from '../testing/cart-fixtures';
import { jsonResponse } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';
import type { FakeEndpoint } from '../testing/account-fixtures';

const TOKEN = 'signed-link-token';

function purchases() {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'purchase',
  ) as Array<{
    ecommerce: { transaction_id: string; tax: number; shipping: number; items: Array<{ item_id: string }> };
  }>;
}

function refusal(status: number, code: string, details?: unknown): Response {
  return jsonResponse({ statusCode: status, code, message: `refused: ${code}`, details }, status);
}

function openCheckout(endpoints: Record<string, FakeEndpoint>, { signedIn = false } = {}) {
  const fake = installRoutedFakeApi({
    [CHECKOUT_API.charges]: (body) => jsonResponse(chargesFor(String(body['provinceCode']))),
    ...endpoints,
  });
  const queryClient = createTestQueryClient();
  seedSession(queryClient, signedIn ? customerFixture() : null);
  const cart = cartFixture();
  storeCartId(cart.id, { guest: !signedIn });
  seedCart(queryClient, cart);
  const view = renderApp(`/checkout?token=${TOKEN}`, { queryClient });
  return { fake, restore: fake.restore, ...view };
}

async function fillGuestForm({ state = 'CO', zip = '80011', card = '4242 4242 4242 4242' } = {}) {
  fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ann@example.com' } });
  const address = screen.getByRole('group', { name: 'New address' });
  fireEvent.change(within(address).getByLabelText(/^First name/), { target: { value: 'Ann' } });
  fireEvent.change(within(address).getByLabelText(/^Last name/), { target: { value: 'Lee' } });
  fireEvent.change(within(address).getByLabelText(/^Street address/), { target: { value: '1 Main St' } });
  fireEvent.change(within(address).getByLabelText(/^City/), { target: { value: 'Aurora' } });
  fireEvent.change(within(address).getByLabelText(/^State/), { target: { value: state } });
  fireEvent.change(within(address).getByLabelText(/^ZIP code/), { target: { value: zip } });
  fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: card } });
  fireEvent.change(screen.getByLabelText(/^Expiry/), { target: { value: '12/34' } });
  fireEvent.change(screen.getByLabelText(/^Security code/), { target: { value: '123' } });
}

const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('/checkout (issue 13 checkout)', () => {
  let restore = () => undefined as void;
  beforeAll(async () => {
    await import('./checkout.route');
    await import('./checkout-confirmation.route');
  });
  beforeEach(() => {
    resetCartStorage();
    window.sessionStorage.clear();
    delete window.dataLayer;
  });
  afterEach(() => restore());

  it('shows the lines, the test cards, and the charges of the chosen state, the $4 Alaska/Hawaii charge on its own line', async () => {
    const { fake, restore: undo } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
    });
    restore = undo;
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByText('Adult Chicken & Rice')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Test cards' })).toHaveTextContent('4242 4242 4242 4242');
    const totals = screen.getByLabelText('Order totals');
    expect(within(totals).getByText('Choose where it ships')).toBeInTheDocument();
    expect(within(totals).getByText('Estimated Total')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'AK' } });
    expect(await within(totals).findByText('Alaska/Hawaii service charge')).toBeInTheDocument();
    expect(within(totals).getByText('$4.00')).toBeInTheDocument();
    expect(within(totals).getByText('$6.95')).toBeInTheDocument();
    expect(within(totals).getByText('Total')).toBeInTheDocument();
    expect(fake.callsTo(CHECKOUT_API.charges).at(-1)?.body).toEqual({ token: TOKEN, provinceCode: 'AK' });

    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'CO' } });
    await waitFor(() =>
      expect(within(totals).queryByText('Alaska/Hawaii service charge')).not.toBeInTheDocument(),
    );
  });

  it('places the order once however often Place Order is pressed, then confirms it, empties the cart and reports the purchase once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const {
      fake,
      restore: undo,
      router,
    } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
      [CHECKOUT_API.place]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    restore = undo;
    await fillGuestForm();
    await screen.findByText('$38.44');
    const button = placeButton();
    fireEvent.click(button);
    fireEvent.click(button);
    // Even a submit that gets past the disabled button (Enter in a field) is not sent again.
    fireEvent.submit(screen.getByRole('form', { name: 'Checkout' }));
    await waitFor(() => expect(fake.callsTo(CHECKOUT_API.place)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    answer(jsonResponse(placedOrderFixture()));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/confirmation/${ORDER_UUID}`));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order SPN-100123 is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('$38.44')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('col_cart_id=');
    expect(fake.callsTo(CHECKOUT_API.place)).toHaveLength(1);

    const [call] = fake.callsTo(CHECKOUT_API.place);
    expect(call.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(call.body).toEqual({
      token: TOKEN,
      email: 'ann@example.com',
      shippingAddress: expect.objectContaining({
        firstName: 'Ann',
        lastName: 'Lee',
        provinceCode: 'CO',
        zip: '80011',
      }),
      card: { number: '4242424242424242', expMonth: 12, expYear: 34, cvc: '123' },
      // The total the page showed, which the API checks and never charges instead of its own.
      expectedTotalCents: chargesFor('CO').totalCents,
    });
    expect(JSON.stringify(call.body)).not.toMatch(/price|amount/i);
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0].ecommerce).toMatchObject({
      transaction_id: 'SPN-100123',
      tax: 1.5,
      shipping: 6.95,
    });
  });

  it('says a declined card clearly, keeps what was typed, and retries with the same Idempotency-Key', async () => {
    let declined = true;
    const {
      fake,
      restore: undo,
      router,
    } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
      [CHECKOUT_API.place]: () =>
        declined
          ? refusal(402, 'PAYMENT_DECLINED', [{ field: 'card', problems: ['insufficient_funds'] }])
          : jsonResponse(placedOrderFixture()),
    });
    restore = undo;
    await fillGuestForm({ card: '4000 0000 0000 9995' });
    fireEvent.click(placeButton());
    expect(
      await screen.findByText(/Your card has insufficient funds\. Nothing was charged\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your card has insufficient funds/).closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ann@example.com');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('1 Main St');

    declined = false;
    fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: '4242424242424242' } });
    fireEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/confirmation/${ORDER_UUID}`));
    const [first, second] = fake.callsTo(CHECKOUT_API.place);
    expect(second.request.headers.get('Idempotency-Key')).toBe(first.request.headers.get('Idempotency-Key'));
  });

  it('shows a changed total instead of charging it, and places the order at the new total when pressed again', async () => {
    let changed = true;
    let totalCents = chargesFor('CO').totalCents;
    const {
      fake,
      restore: undo,
      router,
    } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
      [CHECKOUT_API.charges]: (body) =>
        jsonResponse({ ...chargesFor(String(body['provinceCode'])), totalCents }),
      [CHECKOUT_API.place]: () => {
        if (!changed) return jsonResponse(placedOrderFixture());
        changed = false;
        totalCents += 1000;
        return refusal(409, 'CHECKOUT_TOTAL_CHANGED');
      },
    });
    restore = undo;
    await fillGuestForm();
    await waitFor(() => expect(fake.callsTo(CHECKOUT_API.charges).length).toBeGreaterThan(0));
    fireEvent.click(placeButton());
    expect(
      await screen.findByText(/refused: CHECKOUT_TOTAL_CHANGED\. Nothing was charged\./),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    // The charges are asked again, and the next press sends the new total.
    await waitFor(() => expect(fake.callsTo(CHECKOUT_API.charges).length).toBeGreaterThan(1));
    await waitFor(() => expect(placeButton()).not.toBeDisabled());
    fireEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/confirmation/${ORDER_UUID}`));
    const [first, second] = fake.callsTo(CHECKOUT_API.place);
    expect(second.body['expectedTotalCents']).toBe((first.body['expectedTotalCents'] as number) + 1000);
  });

  it('names the products that ran out and stays on the page', async () => {
    const { restore: undo } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
      [CHECKOUT_API.place]: () =>
        refusal(409, 'OUT_OF_STOCK', [{ field: 'DOG-ADULT-CHICKEN-30LB', problems: ['not enough units'] }]),
    });
    restore = undo;
    await fillGuestForm();
    fireEvent.click(placeButton());
    expect(
      await screen.findByText(/Not enough stock to ship Adult Chicken & Rice \(Chicken \/ 30 lb\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your cart' })).toHaveAttribute('href', '/cart');
  });

  it('sends the shopper back to the cart when the link has expired', async () => {
    const { restore: undo } = openCheckout({
      [CHECKOUT_API.get]: () => refusal(401, 'CHECKOUT_EXPIRED'),
    });
    restore = undo;
    expect(await screen.findByRole('heading', { name: 'Your checkout has expired' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('marks every missing field, focuses the first and sends nothing', async () => {
    const { fake, restore: undo } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture()),
    });
    restore = undo;
    await screen.findByText('Adult Chicken & Rice');
    fireEvent.click(placeButton());
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Enter the email address your confirmation goes to/);
    expect(screen.getByLabelText(/^Card number/)).toHaveAccessibleDescription('Enter the card number');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(fake.callsTo(CHECKOUT_API.place)).toHaveLength(0);
  });

  it("ships a signed-in customer's order to the preselected saved address, to the account's email", async () => {
    const {
      fake,
      restore: undo,
      router,
    } = openCheckout(
      {
        [CHECKOUT_API.get]: () =>
          jsonResponse(
            checkoutFixture({
              signedIn: true,
              email: 'jo@example.com',
              emailRequired: false,
              shipToOptions: [savedAddressOption()],
              lines: [checkoutLineFixture({ quantity: 2, lineSubtotalCents: 5998, lineTotalCents: 5998 })],
            }),
          ),
        [CHECKOUT_API.place]: () => jsonResponse(placedOrderFixture({ email: 'jo@example.com' })),
      },
      { signedIn: true },
    );
    restore = undo;
    expect(await screen.findByText('Your order confirmation goes to', { exact: false })).toHaveTextContent(
      'jo@example.com',
    );
    expect(screen.getByRole('radio', { name: /Jo Walker/ })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'New address' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your order ships free.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/^Expiry/), { target: { value: '1/2031' } });
    fireEvent.change(screen.getByLabelText(/^Security code/), { target: { value: '1234' } });
    fireEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/confirmation/${ORDER_UUID}`));
    expect(fake.callsTo(CHECKOUT_API.place)[0]?.body).toEqual({
      token: TOKEN,
      addressId: 'gid://shop/MailingAddress/a1',
      card: { number: '4242424242424242', expMonth: 1, expYear: 2031, cvc: '1234' },
      expectedTotalCents: 3844,
    });
    expect(await screen.findByRole('link', { name: 'View My Orders' })).toBeInTheDocument();
  });

  it("offers a staff member's clinic first and says when it delivers to homes only", async () => {
    const clinic = savedAddressOption({ id: 'clinic', kind: 'clinic', label: 'Aurora Animal Hospital' });
    const { restore: undo } = openCheckout({
      [CHECKOUT_API.get]: () => jsonResponse(checkoutFixture({ site: 'HPSF', shipToOptions: [clinic] })),
    });
    restore = undo;
    expect(await screen.findByRole('radio', { name: /Your clinic: Aurora Animal Hospital/ })).toBeChecked();
  });
});

describe('/checkout/confirmation/{id}', () => {
  beforeAll(async () => {
    await import('./checkout-confirmation.route');
  });
  beforeEach(() => {
    window.sessionStorage.clear();
    delete window.dataLayer;
  });

  it('shows the order again on reload without reporting the purchase a second time', async () => {
    const { storePlacedOrder } = await import('../features/checkout/model/placed-order-storage');
    storePlacedOrder(placedOrderFixture());
    const { restore } = installRoutedFakeApi({});
    try {
      const first = renderApp(`/checkout/confirmation/${ORDER_UUID}`);
      expect(await screen.findByRole('heading', { name: /SPN-100123/ })).toBeInTheDocument();
      await waitFor(() => expect(purchases()).toHaveLength(1));
      first.unmount();
      renderApp(`/checkout/confirmation/${ORDER_UUID}`);
      expect(await screen.findByRole('heading', { name: /SPN-100123/ })).toBeInTheDocument();
      expect(screen.getByText('Aurora, CO 80011', { exact: false })).toBeInTheDocument();
      expect(purchases()).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it('thanks a guest without showing an order this tab did not place (and reports nothing)', async () => {
    const { restore } = installRoutedFakeApi({});
    try {
      renderApp(`/checkout/confirmation/${ORDER_UUID}`);
      expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
      expect(screen.getByText(/confirmation was sent to your email/)).toBeInTheDocument();
      expect(purchases()).toHaveLength(0);
    } finally {
      restore();
    }
  });
});
