import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import { PageViewTracker } from './page-view-tracker';

const pageViews = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view');

describe('PageViewTracker (SPEC §2 Analytics)', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes a page view named after the page type on every route change', async () => {
    const { router } = renderInRouter(<PageViewTracker />, { path: '/' });
    expect(pageViews()).toEqual([{ event: 'page_view', page_type: 'HOME', page_path: '/' }]);

    await act(() => router.navigate('/products/dog'));
    await act(() => router.navigate('/account/orders'));
    await act(() => router.navigate('/search?search=chicken'));
    expect(pageViews().map((entry) => (entry as { page_type: string }).page_type)).toEqual([
      'HOME',
      'CLP',
      'My Orders',
      'SRP',
    ]);
    expect(pageViews().at(-1)).toMatchObject({ page_path: '/search?search=chicken' });
  });

  it('does not count the same address twice', async () => {
    const { router } = renderInRouter(<PageViewTracker />, { path: '/products' });
    await act(() => router.navigate('/products'));
    expect(pageViews()).toHaveLength(1);
  });

  it('pushes no page views on the staff site', async () => {
    const { router } = renderInRouter(<PageViewTracker />, { path: '/', siteId: 'HPSF' });
    await act(() => router.navigate('/products'));
    expect(pageViews()).toEqual([]);
  });
});
