import { badgeTag, type StockStatus } from '@shop/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { productFixture, variantFixture } from '../../../testing/catalog-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import {
  CardEnvironmentProvider,
  type CardActionSlot,
  type CardEnvironment,
} from '../context/card-environment';
import { seedMerchandising } from '../testing/seed-catalog';
import { ProductCard } from './product-card';

const chicken4 = variantFixture({
  sku: 'SKU-CH-4',
  variantURL: 'pet-nutrition/adult-dry/chicken-and-rice/4-lb',
  selectedOptions: [
    { name: 'Flavor', value: 'Chicken & Rice' },
    { name: 'Size', value: '4 lb' },
    { name: 'Product Form', value: 'Dry' },
  ],
  price: { amount: '22.99', currencyCode: 'USD' },
});
const chicken15 = variantFixture({
  sku: 'SKU-CH-15',
  variantURL: 'pet-nutrition/adult-dry/chicken-and-rice/15-lb',
  selectedOptions: [
    { name: 'Flavor', value: 'Chicken & Rice' },
    { name: 'Size', value: '15 lb' },
    { name: 'Product Form', value: 'Dry' },
  ],
  price: { amount: '59.99', currencyCode: 'USD' },
  compareAtPrice: { amount: '64.99', currencyCode: 'USD' },
});
const lamb15 = variantFixture({
  sku: 'SKU-LA-15',
  variantURL: 'pet-nutrition/adult-dry/lamb-and-brown-rice/15-lb',
  selectedOptions: [
    { name: 'Flavor', value: 'Lamb & Brown Rice' },
    { name: 'Size', value: '15 lb' },
    { name: 'Product Form', value: 'Dry' },
  ],
  price: { amount: '61.99', currencyCode: 'USD' },
});
const product = productFixture({
  title: 'Adult Dry Dog Food',
  description: 'Everyday nutrition with high-quality protein for lean muscle.',
  variants: [chicken4, chicken15, lamb15],
});

const environment: CardEnvironment = {
  stockBySku: {},
  deliveryDate: 'Tuesday, November 24',
  userLocation: '80011::HOME',
};

function renderCard({
  path = '/products',
  siteId = 'DTC' as const,
  cardProduct = product,
  stock = {},
  deals = {},
}: {
  path?: string;
  siteId?: 'DTC' | 'HPSF';
  cardProduct?: typeof product;
  stock?: Record<string, StockStatus>;
  deals?: Record<string, true>;
} = {}) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient, { deals, globals: { freeShippingThreshold: 49, zipBypass: false } });
  return renderInRouter(
    <CardEnvironmentProvider value={{ ...environment, stockBySku: stock }}>
      <ProductCard product={cardProduct} />
    </CardEnvironmentProvider>,
    { path, siteId, queryClient },
  );
}

function titleLink() {
  return screen.getByRole('link', { name: 'Adult Dry Dog Food' });
}

function badgeLabels(): string[] {
  const list = screen.queryByRole('list', { name: 'Product badges' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '')
    : [];
}

describe('ProductCard', () => {
  describe('link and preselection', () => {
    it('links the title to /products/{variantURL}?sku={sku} of the first variant by default', () => {
      renderCard();
      expect(titleLink()).toHaveAttribute(
        'href',
        '/products/pet-nutrition/adult-dry/chicken-and-rice/4-lb?sku=SKU-CH-4',
      );
    });

    it('preselects the variant named by ?sku', () => {
      renderCard({ path: '/products/dog?sku=SKU-LA-15' });
      expect(titleLink()).toHaveAttribute(
        'href',
        '/products/pet-nutrition/adult-dry/lamb-and-brown-rice/15-lb?sku=SKU-LA-15',
      );
      expect(screen.getByRole('combobox', { name: 'Flavor' })).toHaveValue('Lamb & Brown Rice');
      expect(screen.getByRole('radio', { name: '15 lb' })).toBeChecked();
    });

    it('preselects by ?search as a SKU on a search page', () => {
      renderCard({ path: '/search?search=SKU-CH-15' });
      expect(titleLink()).toHaveAttribute('href', expect.stringContaining('?sku=SKU-CH-15'));
    });

    it('preselects the flavor named by a /{species}/flavor/{flavor} slug', () => {
      renderCard({ path: '/products/dog/flavor/lamb' });
      expect(titleLink()).toHaveAttribute('href', expect.stringContaining('?sku=SKU-LA-15'));
    });

    it('preselects a dry variant of the slug weight on /{species}/weight/{size}', () => {
      renderCard({ path: '/products/dog/weight/15lb' });
      expect(titleLink()).toHaveAttribute('href', expect.stringContaining('?sku=SKU-CH-15'));
    });

    it('switches the variant, and so the link and price, when the shopper picks an option', async () => {
      renderCard();
      await userEvent.click(screen.getByRole('radio', { name: '15 lb' }));
      expect(titleLink()).toHaveAttribute('href', expect.stringContaining('?sku=SKU-CH-15'));
      expect(screen.getByText('$59.99')).toBeInTheDocument();

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Flavor' }), 'Lamb & Brown Rice');
      // Keeps the 15 lb size while changing flavor.
      expect(titleLink()).toHaveAttribute('href', expect.stringContaining('?sku=SKU-LA-15'));
    });
  });

  describe('badges', () => {
    it('shows at most two, in the fixed order: stock, then deal, then tags', () => {
      renderCard({
        cardProduct: productFixture({
          title: 'Adult Dry Dog Food',
          variants: [
            { ...chicken4, badgeTags: [badgeTag('new-look'), 'badge::new', badgeTag('best-seller')] },
          ],
        }),
        stock: { 'SKU-CH-4': 'LTD' },
        deals: { 'SKU-CH-4': true },
      });
      expect(badgeLabels()).toEqual(['Limited Stock', 'Deal']);
    });

    it('orders tag badges by the table and maps badge::new to Brand New', () => {
      renderCard({
        cardProduct: productFixture({
          title: 'Adult Dry Dog Food',
          variants: [
            { ...chicken4, badgeTags: ['badge::new', badgeTag('discontinued-soon'), badgeTag('featured')] },
          ],
        }),
      });
      expect(badgeLabels()).toEqual(['Featured', 'Brand New']);
    });

    it('colours each badge from the tokens by its theme colour', () => {
      renderCard({ stock: { 'SKU-CH-4': 'OUT' }, deals: { 'SKU-CH-4': true } });
      expect(screen.getByText('Out of Stock')).toHaveClass('badge--error');
      expect(screen.getByText('Deal')).toHaveClass('badge--dark-success');
    });

    it('shows a deal only for the SKU on the deals list', () => {
      renderCard({ deals: { 'SKU-LA-15': true } });
      expect(badgeLabels()).toEqual([]);
    });
  });

  describe('consumer site lines', () => {
    it('shows price, compare-at price, the autoship saving, free shipping and the delivery estimate', () => {
      renderCard({ path: '/products?sku=SKU-CH-15' });
      expect(screen.getByText('$59.99')).toBeInTheDocument();
      expect(screen.getByText('$64.99').tagName).toBe('S');
      const autoship = screen.getByText(/Save 5% with Autoship/);
      expect(autoship).toHaveTextContent('Save 5% with Autoship $56.99');
      expect(screen.getByText('Eligible for free shipping')).toBeInTheDocument();
      expect(screen.getByText('Estimated delivery Tuesday, November 24 to 80011')).toBeInTheDocument();
    });

    it('names the threshold below it', () => {
      renderCard();
      expect(screen.getByText('Free shipping on orders over $49')).toBeInTheDocument();
    });

    it('truncates the description to 25 characters', () => {
      renderCard();
      expect(screen.getByText('Everyday nutrition with h...')).toBeInTheDocument();
    });

    it('offers sizes as pills and no action of its own', () => {
      renderCard();
      expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    });
  });

  describe('staff-feeding site', () => {
    it('hides price, autoship, shipping and delivery lines and the size pills; shows a size dropdown and the compare-at price', () => {
      const { container } = renderCard({ siteId: 'HPSF', path: '/products?sku=SKU-CH-15' });
      expect(container).not.toHaveTextContent('$59.99');
      expect(container).not.toHaveTextContent(/Autoship/);
      expect(container).not.toHaveTextContent(/free shipping/i);
      expect(container).not.toHaveTextContent(/Estimated delivery/);
      expect(screen.queryByRole('radio', { name: '15 lb' })).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('15 lb');
      expect(screen.getByText('Compare at $64.99')).toBeInTheDocument();
    });

    it("marks the prescription-diet line 'Vet-Supervised Nutrition' on the staff site only", () => {
      const rx = productFixture({
        title: 'Adult Dry Dog Food',
        productLine: { handle: 'prescription-diet', name: 'Prescription Diet' },
        variants: [chicken4],
      });
      renderCard({ siteId: 'HPSF', cardProduct: rx });
      expect(screen.getByText('Vet-Supervised Nutrition')).toBeInTheDocument();
    });

    it('does not mark it on the consumer site', () => {
      const rx = productFixture({
        title: 'Adult Dry Dog Food',
        productLine: { handle: 'prescription-diet', name: 'Prescription Diet' },
        variants: [chicken4],
      });
      renderCard({ cardProduct: rx });
      expect(screen.queryByText('Vet-Supervised Nutrition')).not.toBeInTheDocument();
    });
  });

  describe('quantity', () => {
    const input = () => screen.getByRole('textbox', { name: 'Quantity' });
    const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

    it('starts at 1 with the decrement disabled', () => {
      renderCard();
      expect(input()).toHaveValue('1');
      expect(minus()).toBeDisabled();
      expect(plus()).toBeEnabled();
    });

    it('steps up to the one-time maximum of 10 and disables the increment there', async () => {
      renderCard();
      for (let i = 0; i < 12; i += 1)
        if (!(plus() as HTMLButtonElement).disabled) await userEvent.click(plus());
      expect(input()).toHaveValue('10');
      expect(plus()).toBeDisabled();
      expect(minus()).toBeEnabled();
    });

    it('accepts only digit keys', async () => {
      renderCard();
      await userEvent.clear(input());
      await userEvent.type(input(), 'a-3.e');
      expect(input()).toHaveValue('3');
    });

    it('settles on blur: above the maximum becomes 10, empty becomes 1', async () => {
      renderCard();
      await userEvent.clear(input());
      await userEvent.type(input(), '25');
      await userEvent.tab();
      expect(input()).toHaveValue('10');

      await userEvent.clear(input());
      await userEvent.tab();
      expect(input()).toHaveValue('1');
    });

    it('steps with the arrow keys from the number typed, within the bounds', async () => {
      renderCard();
      await userEvent.clear(input());
      await userEvent.type(input(), '5{ArrowUp}');
      expect(input()).toHaveValue('6');
      await userEvent.type(input(), '{ArrowDown}{ArrowDown}');
      expect(input()).toHaveValue('4');

      await userEvent.clear(input());
      await userEvent.type(input(), '9{ArrowUp}{ArrowUp}');
      expect(input()).toHaveValue('10');
      expect(plus()).toBeDisabled();
    });

    it('disables the quantity controls of an out-of-stock variant', () => {
      renderCard({ stock: { 'SKU-CH-4': 'OUT' } });
      expect(input()).toBeDisabled();
      expect(minus()).toBeDisabled();
      expect(plus()).toBeDisabled();
      expect(badgeLabels()).toContain('Out of Stock');
    });

    it('treats a variant the catalogue reports unavailable as out of stock before stock loads', () => {
      renderCard({
        cardProduct: productFixture({
          title: 'Adult Dry Dog Food',
          variants: [{ ...chicken4, inStock: false }],
        }),
      });
      expect(input()).toBeDisabled();
    });
  });

  describe('action slot', () => {
    const renderAction: CardActionSlot = ({ product: shown, variant, quantity, outOfStock }) => (
      <button type="button" disabled={outOfStock}>
        {`Add ${quantity} × ${variant.sku} of ${shown.title}`}
      </button>
    );

    function renderWithAction(stock: Record<string, StockStatus> = {}) {
      const queryClient = createTestQueryClient();
      seedMerchandising(queryClient);
      return renderInRouter(
        <CardEnvironmentProvider value={{ ...environment, stockBySku: stock, renderAction }}>
          <ProductCard product={product} />
        </CardEnvironmentProvider>,
        { path: '/products', queryClient },
      );
    }

    it("shows what the route puts there, told the shopper's variant and quantity", async () => {
      renderWithAction();
      expect(screen.getByRole('button', { name: 'Add 1 × SKU-CH-4 of Adult Dry Dog Food' })).toBeEnabled();

      await userEvent.click(screen.getByRole('radio', { name: '15 lb' }));
      await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(screen.getByRole('button', { name: 'Add 2 × SKU-CH-15 of Adult Dry Dog Food' })).toBeEnabled();
    });

    it('tells the slot when the chosen variant is out of stock', () => {
      renderWithAction({ 'SKU-CH-4': 'OUT' });
      expect(screen.getByRole('button', { name: 'Add 1 × SKU-CH-4 of Adult Dry Dog Food' })).toBeDisabled();
    });
  });

  it('renders the image through the optimisation path with a srcset', () => {
    const { container } = renderCard();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('src')).toMatch(/^\/api\/images\?src=%2Fmedia%2Fproducts%2F/);
    expect(image?.getAttribute('srcset')).toContain(' 640w');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });
});
