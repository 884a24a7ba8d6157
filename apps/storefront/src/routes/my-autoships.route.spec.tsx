import type { SubscriptionDto } from '@shop/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAutoshipDate } from '../features/autoship/model/autoship-formatting';
import {
  AUTOSHIP_API,
  daysFromToday,
  subscriptionFixture,
} from '../features/autoship/testing/autoship-fixtures';
import { ORDERS_API } from '../features/orders/testing/order-fixtures';
import {
  addressFixture,
  API,
  customerFixture,
  installRoutedFakeApi,
  seedSession,
  withRegisteredStaff,
  type FakeEndpoint,
} from '../testing/account-fixtures';
import { errorResponse, jsonResponse } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';
import { createTestQueryClient } from '../testing/test-query-client';

const HOME = addressFixture();
const CLINIC = addressFixture({
  id: 'gid://shop/MailingAddress/a2',
  address1: '9 Clinic Way',
  city: 'Denver',
  zip: '80202',
  isDefault: false,
});
const ANN = customerFixture({ addresses: [HOME, CLINIC], defaultAddress: HOME });

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
    [ORDERS_API.last]: () => jsonResponse({ order: null }),
    ...endpoints,
  });
}

function listOf(...subscriptions: SubscriptionDto[]) {
  return () => jsonResponse({ results: subscriptions });
}

async function card(name = 'Adult Chicken & Barley') {
  return screen.findByRole('article', { name });
}

async function openAction(label: string, dialogTitle = label) {
  await userEvent.click(within(await card()).getByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: dialogTitle });
}

describe('/account/autoships (SPEC §2 My Subscriptions / My Autoships, §3 Subscription, §8)', () => {
  let restore = () => undefined as void;
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("lists the customer's subscriptions with image, title, size, weight, quantity, frequency, next date and status", async () => {
    const fake = api({ [AUTOSHIP_API.list]: listOf(subscriptionFixture()) });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Subscriptions | Shop Pet Nutrition'));
    const article = await card();
    expect(within(article).getByRole('link', { name: 'Adult Chicken & Barley' })).toHaveAttribute(
      'href',
      '/products/adult-chicken-barley',
    );
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/adult-chicken.png');
    expect(article).toHaveTextContent('Size15 lb');
    expect(article).toHaveTextContent('Weight15 lbs');
    expect(article).toHaveTextContent('Quantity2');
    expect(article).toHaveTextContent('FrequencyEvery 4 weeks');
    expect(article).toHaveTextContent(`Next order${formatAutoshipDate(daysFromToday(8))}`);
    expect(article).toHaveTextContent('StatusActive');
    expect(fake.callsTo(AUTOSHIP_API.list)[0].body).toEqual({ customer: ANN.id });
  });

  it("offers exactly the actions the API's answer allows for each subscription", async () => {
    const paused = subscriptionFixture({
      status: 'paused',
      actions: [
        'changeFrequency',
        'changeNextOrderDate',
        'changeQuantity',
        'changeShipTo',
        'resume',
        'cancel',
      ],
    });
    const cancelled = subscriptionFixture({
      contractId: 'contract-2',
      productTitle: 'Kitten Salmon',
      status: 'cancelled',
      cancelled: true,
      cancelReason: 'TOO_EXPENSIVE',
      actions: ['reactivate'],
    });
    ({ restore } = api({ [AUTOSHIP_API.list]: listOf(paused, cancelled) }));
    renderApp('/account/autoships', { queryClient: signedIn() });

    const buttonsOf = async (name: string) =>
      within(await card(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttonsOf('Adult Chicken & Barley')).toEqual([
      'Change next order date',
      'Change frequency',
      'Change quantity',
      'Change shipping address',
      'Resume',
      'Cancel autoship',
    ]);
    expect(await buttonsOf('Kitten Salmon')).toEqual(['Reactivate']);
    expect(await card('Kitten Salmon')).toHaveTextContent('ReasonIt costs too much');
  });

  it("is titled 'My Autoships' on the staff site", async () => {
    ({ restore } = api({ [AUTOSHIP_API.list]: listOf(subscriptionFixture()) }));
    renderApp('/account/autoships', { siteId: 'HPSF', queryClient: withRegisteredStaff() });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Autoships' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Autoships | Pro Staff Feeding'));
    expect(await card()).toBeInTheDocument();
  });

  it('says so, with a link to the programme, when there are none', async () => {
    ({ restore } = api({ [AUTOSHIP_API.list]: listOf() }));
    renderApp('/account/autoships', { queryClient: signedIn() });

    expect(await screen.findByRole('heading', { name: 'You have no autoships yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How Autoship works' })).toHaveAttribute('href', '/autoship');
  });

  it('logs a failed fetch, shows an empty list with Retry, and Retry loads the list', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    ({ restore } = api({
      [AUTOSHIP_API.list]: () =>
        fail ? errorResponse(500) : jsonResponse({ results: [subscriptionFixture()] }),
    }));
    renderApp('/account/autoships', { queryClient: signedIn() });

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your autoships right now");
    expect(screen.getByRole('list', { name: 'Autoships' })).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith('Error fetching subscriptions', expect.anything());
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card()).toBeInTheDocument();
  });

  it('skips the next order after a confirmation and shows the new date from the answer at once', async () => {
    const skipped = subscriptionFixture({ nextOrderDateString: daysFromToday(36) });
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.skip]: () => jsonResponse(skipped),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Skip next order');
    expect(dialog).toHaveTextContent(`The order planned for ${formatAutoshipDate(daysFromToday(8))}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip order' }));

    const article = await card();
    expect(await within(article).findByRole('status')).toHaveTextContent(
      `Order skipped. Your next order is on ${formatAutoshipDate(daysFromToday(36))}.`,
    );
    expect(article).toHaveTextContent(`Next order${formatAutoshipDate(daysFromToday(36))}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo(AUTOSHIP_API.skip)[0].body).toEqual({ contractId: 'contract-1' });
    // The answer updated the cache: the list was not asked again.
    expect(fake.callsTo(AUTOSHIP_API.list)).toHaveLength(1);
  });

  it('changes the frequency to one of the offered plans', async () => {
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.changeFrequency]: () =>
        jsonResponse(subscriptionFixture({ frequencyDays: 56, frequency: 8 })),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Change frequency');
    const select = within(dialog).getByRole('combobox', { name: 'Deliver' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every 2 weeks', 'Every 4 weeks', 'Every 8 weeks']);
    await userEvent.selectOptions(select, '56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save frequency' }));

    expect(await card()).toHaveTextContent('FrequencyEvery 8 weeks');
    expect(fake.callsTo(AUTOSHIP_API.changeFrequency)[0].body).toEqual({
      contractId: 'contract-1',
      frequencyDays: 56,
    });
  });

  it("limits the next date to libs/cart's range and sends a date inside it", async () => {
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.changeNextOrderDate]: (body) =>
        jsonResponse(subscriptionFixture({ nextOrderDateString: String(body['nextOrderDate']) })),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Change next order date');
    const input = within(dialog).getByLabelText(/Next order date/);
    expect(input).toHaveAttribute('min', daysFromToday(1));
    expect(input).toHaveAttribute('max', daysFromToday(120));
    // A date picker's value is set whole (typing digit by digit is not how a date input is used).
    fireEvent.change(input, { target: { value: daysFromToday(121) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save date' }));
    expect(within(dialog).getByText(/^Choose a date from/)).toBeInTheDocument();
    expect(fake.callsTo(AUTOSHIP_API.changeNextOrderDate)).toHaveLength(0);

    fireEvent.change(input, { target: { value: daysFromToday(30) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save date' }));
    expect(await card()).toHaveTextContent(`Next order${formatAutoshipDate(daysFromToday(30))}`);
    expect(fake.callsTo(AUTOSHIP_API.changeNextOrderDate)[0].body).toEqual({
      contractId: 'contract-1',
      nextOrderDate: daysFromToday(30),
    });
  });

  it('orders now after a confirmation', async () => {
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.orderNow]: () =>
        jsonResponse(subscriptionFixture({ nextOrderDateString: daysFromToday(0), orderDue: true })),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Order now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place order now' }));
    const article = await card();
    expect(await within(article).findByRole('status')).toHaveTextContent('Your order will be placed');
    expect(article).toHaveTextContent('Next orderBeing placed now');
    expect(fake.callsTo(AUTOSHIP_API.orderNow)[0].body).toEqual({ contractId: 'contract-1' });
  });

  it('changes the quantity within 1..5 with the autoship limit message', async () => {
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture({ quantity: 4 })),
      [AUTOSHIP_API.changeQuantity]: (body) =>
        jsonResponse(subscriptionFixture({ quantity: Number(body['quantity']) })),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Change quantity');
    const increase = within(dialog).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    expect(increase).toBeDisabled();
    expect(dialog).toHaveTextContent('Autoship deliveries hold up to 5 of this item.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save quantity' }));

    expect(await card()).toHaveTextContent('Quantity5');
    expect(fake.callsTo(AUTOSHIP_API.changeQuantity)[0].body).toEqual({
      contractId: 'contract-1',
      quantity: 5,
    });
  });

  it('ships to another saved address, with the customer as recipient', async () => {
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.changeShipTo]: () =>
        jsonResponse(
          subscriptionFixture({
            shipTo: {
              ...subscriptionFixture().shipTo,
              address1: '9 Clinic Way',
              city: 'Denver',
              zip: '80202',
            },
          }),
        ),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Change shipping address');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Ship to' }), CLINIC.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship here' }));

    expect(await within(await card()).findByRole('status')).toHaveTextContent(
      'Orders now ship to 9 Clinic Way, Denver.',
    );
    expect(fake.callsTo(AUTOSHIP_API.changeShipTo)[0].body).toMatchObject({
      contractId: 'contract-1',
      shipTo: { firstName: 'Jo', lastName: 'Walker', address1: '9 Clinic Way', city: 'Denver', zip: '80202' },
    });
  });

  it('pauses after a confirmation and resumes at once', async () => {
    const paused = subscriptionFixture({
      status: 'paused',
      actions: [
        'changeFrequency',
        'changeNextOrderDate',
        'changeQuantity',
        'changeShipTo',
        'resume',
        'cancel',
      ],
    });
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.pause]: () => jsonResponse(paused),
      [AUTOSHIP_API.resume]: () => jsonResponse(subscriptionFixture()),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Pause', 'Pause autoship');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause autoship' }));
    const article = await card();
    await waitFor(() => expect(article).toHaveTextContent('StatusPaused'));
    expect(within(article).queryByRole('button', { name: 'Skip next order' })).not.toBeInTheDocument();

    await userEvent.click(within(article).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(article).toHaveTextContent('StatusActive'));
    expect(within(article).getByRole('status')).toHaveTextContent('Autoship resumed.');
    expect(fake.callsTo(AUTOSHIP_API.resume)[0].body).toEqual({ contractId: 'contract-1' });
  });

  it('cancels only with a reason from the list, then reactivates', async () => {
    const cancelled = subscriptionFixture({
      status: 'cancelled',
      cancelled: true,
      cancelReason: 'PET_DISLIKES_FOOD',
      actions: ['reactivate'],
    });
    const fake = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.cancel]: () => jsonResponse(cancelled),
      [AUTOSHIP_API.reactivate]: () => jsonResponse(subscriptionFixture()),
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Cancel autoship');
    const reason = within(dialog).getByRole('combobox', { name: /Why are you cancelling/ });
    expect(within(reason).getAllByRole('option')).toHaveLength(8);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel autoship' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(fake.callsTo(AUTOSHIP_API.cancel)).toHaveLength(0);

    await userEvent.selectOptions(reason, 'PET_DISLIKES_FOOD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel autoship' }));
    const article = await card();
    await waitFor(() => expect(article).toHaveTextContent('StatusCancelled'));
    expect(article).toHaveTextContent('ReasonMy pet does not like this food');
    expect(fake.callsTo(AUTOSHIP_API.cancel)[0].body).toEqual({
      contractId: 'contract-1',
      reason: 'PET_DISLIKES_FOOD',
    });

    await userEvent.click(within(article).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(article).toHaveTextContent('StatusActive'));
    expect(fake.callsTo(AUTOSHIP_API.reactivate)).toHaveLength(1);
  });

  it('keeps the dialog open with "try again" when the subscription was busy', async () => {
    ({ restore } = api({
      [AUTOSHIP_API.list]: listOf(subscriptionFixture()),
      [AUTOSHIP_API.skip]: () =>
        jsonResponse({ statusCode: 409, code: 'SUBSCRIPTION_BUSY', message: 'busy' }, 409),
    }));
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Skip next order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This autoship was being changed at the same moment. Please try again.',
    );
  });

  it('refreshes the list and says so when the subscription is gone (404)', async () => {
    let gone = false;
    const fake = api({
      [AUTOSHIP_API.list]: () => jsonResponse({ results: gone ? [] : [subscriptionFixture()] }),
      [AUTOSHIP_API.pause]: () => {
        gone = true;
        return jsonResponse({ statusCode: 404, code: 'SUBSCRIPTION_NOT_FOUND', message: 'No' }, 404);
      },
    });
    restore = fake.restore;
    renderApp('/account/autoships', { queryClient: signedIn() });

    const dialog = await openAction('Pause', 'Pause autoship');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause autoship' }));
    expect(
      await screen.findByText('This autoship is no longer available. We refreshed your list.'),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('heading', { name: 'You have no autoships yet' })).toBeInTheDocument();
    expect(fake.callsTo(AUTOSHIP_API.list)).toHaveLength(2);
  });
});

describe('account dashboard: the next autoship', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('shows the active subscription due soonest, with its product and date', async () => {
    ({ restore } = api({
      [AUTOSHIP_API.list]: listOf(
        subscriptionFixture({ nextOrderDateString: daysFromToday(20) }),
        subscriptionFixture({
          contractId: 'c2',
          productTitle: 'Kitten Salmon',
          nextOrderDateString: daysFromToday(5),
        }),
        subscriptionFixture({
          contractId: 'c3',
          productTitle: 'Old',
          status: 'cancelled',
          nextOrderDateString: daysFromToday(1),
        }),
      ),
    }));
    renderApp('/account/dashboard', { queryClient: signedIn() });

    const section = await screen.findByRole('region', { name: 'Next autoship' });
    await waitFor(() => expect(section).toHaveTextContent('Kitten Salmon'));
    expect(section).toHaveTextContent(`Next order ${formatAutoshipDate(daysFromToday(5))}`);
    expect(within(section).getByRole('link', { name: 'View My Subscriptions' })).toHaveAttribute(
      'href',
      '/account/autoships',
    );
    expect(screen.getByRole('navigation', { name: 'My account' })).toHaveTextContent('My Subscriptions');
  });

  it('points to the programme when there is no active autoship', async () => {
    ({ restore } = api({ [AUTOSHIP_API.list]: listOf() }));
    renderApp('/account/dashboard', { queryClient: signedIn() });

    const section = await screen.findByRole('region', { name: 'Next autoship' });
    expect(await within(section).findByText(/You have no active autoship/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'How Autoship works' })).toHaveAttribute(
      'href',
      '/autoship',
    );
  });
});
