import { encodeRedirect } from '@shop/identity';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ORDERS_API,
  orderFixture,
  orderLineFixture,
  orderPage,
  usd,
} from '../features/orders/testing/order-fixtures';
import { errorResponse, jsonResponse } from '../testing/fake-api';
import {
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
  signedOutResponse,
  staffCustomerFixture,
  type FakeEndpoint,
} from '../testing/account-fixtures';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

const ANN = customerFixture();
const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function signedIn(customer = ANN) {
  const queryClient = createTestQueryClient();
  seedSession(queryClient, customer);
  return queryClient;
}

function api(endpoints: Record<string, FakeEndpoint>) {
  return installRoutedFakeApi({
    [API.customer]: () => jsonResponse(ANN),
    [API.crypto]: () => jsonResponse({ value1: 'a', value2: 'b' }),
    [API.pets]: () => jsonResponse({ pets: [] }),
    [API.petSuggestions]: () => jsonResponse({ suggestions: [] }),
    ...endpoints,
  });
}

function location(router: ReturnType<typeof renderApp>['router']) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('/account/orders (SPEC §2 My Orders, §3 Order, §7 get-shopify-orders)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    window.sessionStorage.clear();
    document.cookie = 'userLocation=; path=/; max-age=0';
  });

  it("lists the customer's orders with number, date, status, item count and total", async () => {
    const shipped = orderFixture(100124, { status: 'shipped', total: usd('12.50') }, [
      orderLineFixture({ quantity: 1 }),
    ]);
    const placed = orderFixture(100123, {}, [
      orderLineFixture({ quantity: 2 }),
      orderLineFixture({ id: 'gid://shop/LineItem/l2', quantity: 3 }),
    ]);
    const fake = api({ [ORDERS_API.list]: () => jsonResponse(orderPage([shipped, placed])) });
    restore = fake.restore;
    renderApp('/account/orders', { queryClient: signedIn() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Orders | Shop Pet Nutrition'));
    const first = await screen.findByRole('article', { name: 'Order SPN-100124' });
    expect(within(first).getByRole('link', { name: 'Order SPN-100124' })).toHaveAttribute(
      'href',
      `/account/orders/${UUID(100124)}`,
    );
    expect(first).toHaveTextContent('November 20, 2026');
    expect(first).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('1 item');
    expect(first).toHaveTextContent('$12.50');
    const second = screen.getByRole('article', { name: 'Order SPN-100123' });
    expect(second).toHaveTextContent('Placed');
    expect(second).toHaveTextContent('5 items');
    expect(second).toHaveTextContent('$55.10');
    // The caller's own id, the first page without a cursor.
    expect(fake.callsTo(ORDERS_API.list)[0].body).toEqual({ id: ANN.id, quantity: 10 });
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it("loads the next page with the last page's endCursor while pageInfo says there is more", async () => {
    const fake = api({
      [ORDERS_API.list]: (body) =>
        jsonResponse(
          body['cursor'] === 'c-SPN-100124'
            ? orderPage([orderFixture(100123)], { hasPreviousPage: true })
            : orderPage([orderFixture(100125), orderFixture(100124)], { hasNextPage: true }),
        ),
    });
    restore = fake.restore;
    renderApp('/account/orders', { queryClient: signedIn() });

    expect(await screen.findByRole('article', { name: 'Order SPN-100124' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order SPN-100123' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more orders' }));

    expect(await screen.findByRole('article', { name: 'Order SPN-100123' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((order) => order.getAttribute('aria-labelledby'))).toEqual([
      'order-SPN-100125',
      'order-SPN-100124',
      'order-SPN-100123',
    ]);
    expect(fake.callsTo(ORDERS_API.list).map((call) => call.body)).toEqual([
      { id: ANN.id, quantity: 10 },
      { id: ANN.id, quantity: 10, cursor: 'c-SPN-100124' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('keeps the loaded orders and offers a retry when the next page fails', async () => {
    let failNext = true;
    const fake = api({
      [ORDERS_API.list]: (body) => {
        if (body['cursor'] === undefined)
          return jsonResponse(orderPage([orderFixture(100124)], { hasNextPage: true }));
        if (failNext) return errorResponse(500);
        return jsonResponse(orderPage([orderFixture(100123)]));
      },
    });
    restore = fake.restore;
    renderApp('/account/orders', { queryClient: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more orders' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more orders.");
    expect(screen.getByRole('article', { name: 'Order SPN-100124' })).toBeInTheDocument();
    failNext = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order SPN-100123' })).toBeInTheDocument();
  });

  it("says so, with a way to the shop, before the customer's first order", async () => {
    ({ restore } = api({ [ORDERS_API.list]: () => jsonResponse(orderPage([])) }));
    renderApp('/account/orders', { queryClient: signedIn() });

    expect(
      await screen.findByRole('heading', { name: 'You have not placed an order yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop All Pet Food' })).toHaveAttribute('href', '/products');
  });

  it('shows a loading state, then an error with a retry that loads the orders', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    ({ restore } = api({
      [ORDERS_API.list]: async () => {
        await gate;
        return fail ? errorResponse(500) : jsonResponse(orderPage([orderFixture(100123)]));
      },
    }));
    renderApp('/account/orders', { queryClient: signedIn() });

    expect(await screen.findByText('Loading your orders…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your orders.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Order SPN-100123' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a guest to the login page with the way back, without asking for orders', async () => {
    const fake = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() });
    restore = fake.restore;
    const { router } = renderApp('/account/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(location(router)).toBe(
      `/shelter/login?redirect=${encodeURIComponent(encodeRedirect('/account/orders'))}`,
    );
    expect(fake.callsTo(ORDERS_API.list)).toHaveLength(0);
  });

  it("is 'My Orders' on the staff site too, with the orders' totals (only cards hide prices)", async () => {
    const member = staffCustomerFixture({ registered: true });
    const order = orderFixture(100200, { number: 'PSF-100200', site: 'HPSF', total: usd('80.00') });
    ({ restore } = api({ [ORDERS_API.list]: () => jsonResponse(orderPage([order])) }));
    renderApp('/account/orders', { siteId: 'HPSF', queryClient: signedIn(member) });

    const card = await screen.findByRole('article', { name: 'Order PSF-100200' });
    expect(card).toHaveTextContent('$80.00');
    await waitFor(() => expect(document.title).toBe('My Orders | Pro Staff Feeding'));
  });

  it("opens an order's details from the list", async () => {
    const order = orderFixture(100123);
    ({ restore } = api({
      [ORDERS_API.list]: () => jsonResponse(orderPage([order])),
      [ORDERS_API.one]: () => jsonResponse(order),
    }));
    const { router } = renderApp('/account/orders', { queryClient: signedIn() });
    await userEvent.click(await screen.findByRole('link', { name: 'Order SPN-100123' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My Order Details' })).toBeInTheDocument();
    expect(location(router)).toBe(`/account/orders/${UUID(100123)}`);
  });
});

describe('/account/orders/{id} (SPEC §2 My Order Details, §7 get-shopify-order)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    window.sessionStorage.clear();
  });

  it('shows the lines, the totals as charged, the shipping address, the status and dates', async () => {
    const order = orderFixture(
      100123,
      {
        status: 'shipped',
        shippedAt: '2026-11-22T12:00:00.000Z',
        subtotal: usd('77.97'),
        totalDiscounts: usd('1.30'),
        shipping: usd('6.95'),
        serviceCharge: usd('4.00'),
        tax: usd('5.10'),
        total: usd('92.72'),
        shippingAddress: {
          ...orderFixture().shippingAddress,
          address1: '9 Harbor Rd',
          city: 'Anchorage',
          provinceCode: 'AK',
          zip: '99501',
        },
      },
      [
        orderLineFixture({ quantity: 2 }),
        orderLineFixture({
          id: 'gid://shop/LineItem/l2',
          title: 'Puppy Lamb',
          variantTitle: '12 lb bag',
          quantity: 1,
          sellingPlanId: 'gid://shop/SellingPlan/4w',
          frequencyDays: 28,
          originalTotal: usd('25.99'),
          totalDiscount: usd('1.30'),
          total: usd('24.69'),
        }),
      ],
    );
    const fake = api({ [ORDERS_API.one]: () => jsonResponse(order) });
    restore = fake.restore;
    renderApp(`/account/orders/${UUID(100123)}`, { queryClient: signedIn() });

    expect(await screen.findByRole('heading', { name: 'Order SPN-100123' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Order Details | Shop Pet Nutrition'));
    expect(fake.callsTo(ORDERS_API.one)[0].body).toEqual({ id: UUID(100123) });

    const summary = screen.getByRole('region', { name: 'Order SPN-100123' });
    expect(summary).toHaveTextContent('StatusShipped');
    expect(summary).toHaveTextContent('PlacedNovember 20, 2026');
    expect(summary).toHaveTextContent('ShippedNovember 22, 2026');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Adult Chicken & Rice4 lb bag', '2', '$51.98'],
      ['Puppy Lamb12 lb bagAutoship: Every 4 weeks', '1', 'Was $25.99$24.69'],
    ]);

    const totals = within(screen.getByRole('region', { name: 'Order summary' }));
    const pairs = totals
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Subtotal', '$77.97'],
      ['Discounts', '-$1.30'],
      ['Shipping', '$6.95'],
      ['Service charge', '$4.00'],
      ['Tax', '$5.10'],
      ['Total', '$92.72'],
    ]);

    const shipTo = screen.getByRole('region', { name: 'Shipping address' });
    expect(shipTo).toHaveTextContent('Jo Walker');
    expect(shipTo).toHaveTextContent('9 Harbor Rd');
    expect(shipTo).toHaveTextContent('Anchorage, AK 99501');
    expect(screen.getAllByRole('link', { name: 'Back to My Orders' })[0]).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  it('leaves out a zero discount and service charge, and shows free shipping as Free', async () => {
    ({ restore } = api({ [ORDERS_API.one]: () => jsonResponse(orderFixture(100123)) }));
    renderApp(`/account/orders/${UUID(100123)}`, { queryClient: signedIn() });

    const totals = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(totals.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Shipping',
      'Tax',
      'Total',
    ]);
    expect(totals.getByText('Free')).toBeInTheDocument();
  });

  it.each([
    ['an unknown or another customer’s order (404)', 404],
    ['an id the API cannot read (400)', 400],
  ])('says the order is not found for %s', async (_, status) => {
    ({ restore } = api({ [ORDERS_API.one]: () => errorResponse(status, 'ORDER_NOT_FOUND') }));
    renderApp('/account/orders/someone-elses', { queryClient: signedIn() });

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let fail = true;
    ({ restore } = api({
      [ORDERS_API.one]: () => (fail ? errorResponse(500) : jsonResponse(orderFixture(100123))),
    }));
    renderApp(`/account/orders/${UUID(100123)}`, { queryClient: signedIn() });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this order.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order SPN-100123' })).toBeInTheDocument();
  });

  it('sends a guest to the login page with the way back', async () => {
    ({ restore } = installRoutedFakeApi({ [API.customer]: () => signedOutResponse() }));
    const { router } = renderApp(`/account/orders/${UUID(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(location(router)).toBe(
      `/shelter/login?redirect=${encodeURIComponent(encodeRedirect(`/account/orders/${UUID(1)}`))}`,
    );
  });
});

describe('/account/dashboard: My Orders and the last order (get-shopify-last-order)', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('links My Orders in the account navigation and the last order to its page', async () => {
    const fake = api({
      [ORDERS_API.last]: () => jsonResponse({ order: orderFixture(100130, { total: usd('19.99') }) }),
    });
    restore = fake.restore;
    renderApp('/account/dashboard', { queryClient: signedIn() });

    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    const last = screen.getByRole('region', { name: 'Last order' });
    expect(await within(last).findByRole('link', { name: 'Order SPN-100130' })).toHaveAttribute(
      'href',
      `/account/orders/${UUID(100130)}`,
    );
    expect(last).toHaveTextContent('November 20, 2026');
    expect(last).toHaveTextContent('$19.99');
    expect(within(last).getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(fake.callsTo(ORDERS_API.last)[0].body).toEqual({ id: ANN.id });
  });

  it('says when there is no order yet', async () => {
    ({ restore } = api({ [ORDERS_API.last]: () => jsonResponse({ order: null }) }));
    renderApp('/account/dashboard', { queryClient: signedIn() });
    const last = await screen.findByRole('region', { name: 'Last order' });
    expect(await within(last).findByText('You have not placed an order yet.')).toBeInTheDocument();
  });
});
