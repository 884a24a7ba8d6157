import { mockMatchMedia } from '@shop/ui';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../testing/catalog-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { seedMerchandising } from '../testing/seed-catalog';
import { ProductCarousel } from './product-carousel';

const TITLES = ['Alpha Recipe', 'Bravo Recipe', 'Charlie Recipe', 'Delta Recipe', 'Echo Recipe'];
const PRODUCTS = TITLES.map((title, index) => productFixture({ id: `prod-${index}`, title }));

/** The title of the card the carousel currently starts at. */
function currentCard(): string | undefined {
  const slide = screen.getByRole('list', { name: 'Products' }).querySelector('[data-current="true"]');
  return slide?.querySelector('h3')?.textContent ?? undefined;
}

describe('ProductCarousel (SPEC §9)', () => {
  let restoreMatchMedia: () => void = () => undefined;
  afterEach(() => {
    restoreMatchMedia();
    vi.useRealTimers();
  });

  function renderProducts(count: number, width: number, headingLevel?: 3 | 4) {
    restoreMatchMedia = mockMatchMedia({ width });
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    renderInRouter(
      <ProductCarousel products={PRODUCTS.slice(0, count)} label="Favourites" headingLevel={headingLevel} />,
      { queryClient },
    );
    return screen.getByRole('group', { name: 'Favourites' });
  }

  it.each([
    [0, '1'],
    [780, '2'],
    [960, '2.5'],
    [1200, '3'],
  ])('shows the right number of cards per view at width %i, 12 px apart', (width, perView) => {
    const carousel = renderProducts(5, width);
    expect(carousel.style.getPropertyValue('--carousel-per-view')).toBe(perView);
    expect(carousel.style.getPropertyValue('--carousel-gap')).toBe('12px');
  });

  it('loops on a narrow screen, even with few cards', () => {
    renderProducts(2, 375);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });

  it('loops on a wide screen with 3 or more cards', () => {
    renderProducts(5, 1280);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  });

  it('autoplays every 5000 ms', () => {
    vi.useFakeTimers();
    renderProducts(5, 375);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentCard()).toBe('Bravo Recipe');
  });

  it('does not loop or rotate on a wide screen with fewer than 3 cards', () => {
    vi.useFakeTimers();
    renderProducts(2, 1440);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentCard()).toBe('Alpha Recipe');
  });

  it('shows a product card in each slide of a list named Products', () => {
    renderProducts(5, 1024);
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(TITLES);
  });

  it('titles the cards at the level the page asks for (h4 under a pet on the dashboard)', () => {
    renderProducts(2, 1024, 4);
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(
      TITLES.slice(0, 2),
    );
  });
});
