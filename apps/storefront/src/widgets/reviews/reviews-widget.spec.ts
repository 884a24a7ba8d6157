import { apiClient } from '@shop/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEWS_WIDGET_GLOBAL } from '../../features/reviews/model/reviews-widget-contract';

const HOSTILE = '<img src=x onerror="window.hacked=true"> He <b>loves</b> it';
const page = {
  handle: 'dog-food',
  summary: {
    average: 4.5,
    count: 2,
    histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating >= 4 ? 1 : 0 })),
  },
  reviews: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      rating: 5,
      title: 'Clean bowl',
      body: HOSTILE,
      authorName: 'Dana R.',
      verifiedBuyer: true,
      helpfulCount: 3,
      createdAt: '2026-01-02T10:00:00.000Z',
      reply: { body: 'Thank you!', repliedAt: '2026-01-03T10:00:00.000Z' },
    },
  ],
  page: 1,
  pageCount: 1,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const calls: Request[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  calls.push(request);
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/api/reviews') return json(page);
  if (url.pathname === '/api/reviews/mine')
    return json({ statusCode: 401, code: 'SIGNED_OUT', message: 'Sign in' }, 401);
  if (url.pathname === '/api/reviews/helpful') return json({ reviewId: page.reviews[0].id, helpfulCount: 4 });
  return json({}, 404);
});

function widget() {
  const api = window[REVIEWS_WIDGET_GLOBAL];
  if (!api) throw new Error('the widget did not publish its API');
  return api;
}

function callTo(path: string): Request {
  const request = calls.find((candidate) => new URL(candidate.url).pathname === path);
  if (!request) throw new Error(`no call to ${path}`);
  return request;
}

describe('the reviews widget script', () => {
  beforeAll(async () => {
    await import('./reviews-widget');
    // jsdom's fetch needs absolute URLs; the page's origin is what '' means in a browser.
    apiClient.setConfig({ baseUrl: 'http://localhost', fetch: fetchMock as unknown as typeof fetch });
  });

  it('publishes its API and draws the summary and the reviews, their text as text', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const unmount = widget().mount(container, { handle: 'dog-food' });
    const view = within(container);
    expect(await view.findByText('Clean bowl')).toBeInTheDocument();
    expect(view.getByRole('img', { name: '4.5 out of 5, 2 reviews' })).toBeInTheDocument();
    expect(view.getByText(HOSTILE)).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
    expect(view.getByText('Thank you!')).toBeInTheDocument();
    expect(await view.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/login?returnTo='),
    );
    expect(new URL(callTo('/api/reviews').url).searchParams.get('handle')).toBe('dog-food');
    unmount();
    expect(container).toBeEmptyDOMElement();
  });

  it('votes helpful once with the browser’s voter id, with the storefront header', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    widget().mount(container, { handle: 'dog-food' });
    await userEvent.click(await within(container).findByRole('button', { name: 'Helpful (3)' }));
    await waitFor(() =>
      expect(within(container).getByRole('button', { name: 'Helpful (4)' })).toBeDisabled(),
    );
    const vote = callTo('/api/reviews/helpful');
    expect(vote.headers.get('x-shop-client')).toBe('storefront');
    const body = (await vote.clone().json()) as { voterId: string };
    expect(body.voterId).toBe(localStorage.getItem('shop_reviews_voter'));
    expect(screen.getByText('Thanks for your feedback.')).toBeInTheDocument();
  });
});
