import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { productFixture } from '../../../testing/catalog-fixtures';
import { renderWithSite } from '../../../testing/render-with-site';
import { carouselProductsQueryOptions } from '../api/content-queries';
import type { ContentComponent } from '../model/content-types';
import { carouselFixture, featureFixture, seedCarouselProducts } from '../testing/content-fixtures';
import { apiError, seedQueryError, neverSettles } from '../../../testing/query-errors';
import { ContentBlocks, type ContentBlocksProps } from './content-blocks';
import type { RenderCarouselProducts } from './product-carousel-block';

const renderProducts: RenderCarouselProducts = (products, block) => (
  <ul aria-label={`Slides of ${block.headline}`}>
    {products.map((product) => (
      <li key={product.id}>{product.title}</li>
    ))}
  </ul>
);

function renderBlocks(props: ContentBlocksProps, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ContentBlocks {...props} /> },
      { path: '/faq', element: <p>FAQ page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const result = renderWithSite(<RouterProvider router={router} />, { queryClient });
  return { ...result, router };
}

const blocks = (...components: unknown[]) => components as ContentComponent[];

describe('ContentBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

  describe('feature_section', () => {
    it('shows each feature with heading, body paragraphs, an optimised image and its buttons', () => {
      renderBlocks({
        components: blocks({
          type: 'feature_section',
          features: [
            featureFixture({
              body: 'First paragraph.\n\nSecond paragraph.',
              buttons: [
                { text: 'Shop Dog Food', url: '/products/dog', external: false },
                { text: 'Our blog', url: 'https://example.org/blog', external: true },
              ],
            }),
          ],
        }),
      });

      expect(
        screen.getByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
      ).toBeInTheDocument();
      expect(screen.getByText('First paragraph.')).toBeInTheDocument();
      expect(screen.getByText('Second paragraph.')).toBeInTheDocument();

      const image = screen.getByRole('img', { name: 'A dog and a cat sharing a sunny kitchen floor' });
      expect(image.getAttribute('src')).toMatch(
        /^\/api\/images\?src=%2Fcontent-assets%2Fhome-hero\.svg&w=768&h=576$/,
      );
      expect(image.getAttribute('srcset')).toContain(
        '/api/images?src=%2Fcontent-assets%2Fhome-hero.svg&w=320&h=240 320w',
      );
      expect(image.getAttribute('srcset')).toContain(' 3072w');
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '960');

      const internal = screen.getByRole('link', { name: 'Shop Dog Food' });
      expect(internal).toHaveAttribute('href', '/products/dog');
      expect(internal).not.toHaveAttribute('target');
      expect(internal).toHaveClass('ui-button--primary');

      const external = screen.getByRole('link', { name: 'Our blog (opens in a new tab)' });
      expect(external).toHaveAttribute('href', 'https://example.org/blog');
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
      expect(external).toHaveClass('ui-button--secondary');
    });

    it("makes the lead feature's heading the page's h1 when asked, and loads its image eagerly", () => {
      renderBlocks({
        components: blocks({ type: 'feature_section', features: [featureFixture()] }),
        leadHeadingLevel: 1,
        aboveTheFold: true,
      });

      expect(
        screen.getByRole('heading', { level: 1, name: 'Nutrition they love, delivered' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    });

    it('lays out several features as cards with lazily loaded, decorative-aware images', () => {
      const { container } = renderBlocks({
        components: blocks({
          type: 'feature_section',
          features: [
            featureFixture({
              heading: 'Save 5% with Autoship',
              image: { url: '/content-assets/autoship.svg', alt: '' },
            }),
            featureFixture({ heading: 'Free shipping over $49', image: null, buttons: [] }),
          ],
        }),
      });

      expect(container.querySelector('.feature-section--cards')).not.toBeNull();
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
      const decorative = container.querySelector('img');
      expect(decorative).toHaveAttribute('alt', '');
      expect(decorative).toHaveAttribute('loading', 'lazy');
    });
  });

  describe('product_carousel', () => {
    it('shows headline, paragraph and the products of its handles through the route’s renderer', () => {
      const queryClient = createTestQueryClient();
      seedCarouselProducts(
        queryClient,
        ['adult-chicken-rice', 'kitten-salmon-pate'],
        [
          productFixture(),
          productFixture({ id: 'prod-2', handle: 'kitten-salmon-pate', title: 'Kitten Salmon Pâté' }),
        ],
      );
      renderBlocks({ components: blocks(carouselFixture()), renderProducts }, queryClient);

      const section = screen.getByRole('region', { name: 'Our most-loved recipes' });
      expect(
        within(section).getByText('Favourites from dog and cat owners across the country.'),
      ).toBeInTheDocument();
      const slides = within(section).getByRole('list', { name: 'Slides of Our most-loved recipes' });
      expect(
        within(slides)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Adult Chicken & Rice Recipe', 'Kitten Salmon Pâté']);
    });

    it('has an h2 even without a headline, read but not shown, so its cards never follow an h1', () => {
      const queryClient = createTestQueryClient();
      seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
      renderBlocks(
        {
          components: blocks(
            carouselFixture({ headline: '', paragraph: '', handles: ['adult-chicken-rice'] }),
          ),
          renderProducts,
        },
        queryClient,
      );

      const heading = screen.getByRole('heading', { level: 2, name: 'Featured products' });
      expect(heading).toHaveClass('ui-visually-hidden');
      expect(screen.getByRole('region', { name: 'Featured products' })).toContainElement(heading);
    });

    it('colours the block from the palette and drops the bottom spacing when it is the last component', () => {
      const queryClient = createTestQueryClient();
      seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
      renderBlocks(
        {
          components: blocks(
            carouselFixture({
              handles: ['adult-chicken-rice'],
              backgroundColor: 'dark-blue',
              copyColor: 'white',
              isLastComponent: true,
            }),
          ),
          renderProducts,
        },
        queryClient,
      );

      const section = screen.getByRole('region', { name: 'Our most-loved recipes' });
      expect(section).toHaveClass('palette-bg--dark-blue', 'palette-copy--white', 'content-block--last');
    });

    it('keeps its place with skeleton cards while the products load', () => {
      const queryClient = createTestQueryClient();
      void queryClient.prefetchQuery({
        ...carouselProductsQueryOptions(['adult-chicken-rice']),
        queryFn: neverSettles,
      });
      renderBlocks(
        { components: blocks(carouselFixture({ handles: ['adult-chicken-rice'] })), renderProducts },
        queryClient,
      );

      const section = screen.getByRole('region', { name: 'Our most-loved recipes' });
      expect(section).toHaveAttribute('aria-busy', 'true');
      expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    });

    it('is left out, with the failure only logged, when its products cannot be loaded (SPEC §8)', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const queryClient = createTestQueryClient();
      await seedQueryError(
        queryClient,
        carouselProductsQueryOptions(['adult-chicken-rice']).queryKey,
        apiError(500),
      );
      renderBlocks(
        {
          components: blocks(carouselFixture({ handles: ['adult-chicken-rice'] }), {
            type: 'rich_text',
            html: '<p>Still here</p>',
          }),
          renderProducts,
        },
        queryClient,
      );

      expect(screen.getByText('Still here')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Our most-loved recipes' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Carousel load failure', apiError(500)));
    });

    it('is left out when none of its handles is a product, or when the page has no carousel renderer', () => {
      const queryClient = createTestQueryClient();
      seedCarouselProducts(queryClient, ['gone'], []);
      seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
      renderBlocks(
        {
          components: blocks(carouselFixture({ handles: ['gone'] }), carouselFixture({ handles: [] })),
          renderProducts,
        },
        queryClient,
      );
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });

    it('is left out on a page that gives no way to show products', () => {
      const queryClient = createTestQueryClient();
      seedCarouselProducts(queryClient, ['adult-chicken-rice'], [productFixture()]);
      renderBlocks({ components: blocks(carouselFixture({ handles: ['adult-chicken-rice'] })) }, queryClient);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.queryByText('Adult Chicken & Rice Recipe')).not.toBeInTheDocument();
    });
  });

  describe('rich_text', () => {
    it('renders the editor’s structure but never scripts, handlers or javascript: links', () => {
      const { container } = renderBlocks({
        components: blocks({
          type: 'rich_text',
          html:
            '<h2 onclick="alert(1)">Orders</h2><script>window.hacked = true</script>' +
            '<p>Read the <a href="javascript:alert(1)">bad</a> and <a href="https://example.org/x">far</a> links.</p>' +
            '<ul><li>One</li></ul><img src="x" onerror="alert(1)">',
        }),
      });

      expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).not.toHaveAttribute('onclick');
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('bad')).not.toHaveAttribute('href');
      expect(screen.getByRole('link', { name: 'far' })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('listitem')).toHaveTextContent('One');
    });

    it('follows a storefront link inside the app instead of reloading the page', async () => {
      const { router } = renderBlocks({
        components: blocks({ type: 'rich_text', html: '<p>See our <a href="/faq">FAQ</a>.</p>' }),
      });

      await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));

      expect(await screen.findByText('FAQ page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/faq');
    });
  });

  describe('faq', () => {
    const faq = {
      type: 'faq',
      heading: 'Ordering',
      items: [
        { question: 'How do I place an order?', answer: 'Add products to your cart.' },
        { question: 'What is Autoship?', answer: 'Recurring delivery.\n\nSave 5%.' },
      ],
    };

    it('shows each question as a disclosure that opens to its answer', async () => {
      const { container } = renderBlocks({ components: blocks(faq) });

      const section = screen.getByRole('region', { name: 'Ordering' });
      const questions = container.querySelectorAll('details');
      expect(questions).toHaveLength(2);
      expect(questions[1]).not.toHaveAttribute('open');

      await userEvent.click(within(section).getByText('What is Autoship?'));
      expect(questions[1]).toHaveAttribute('open');
      expect(within(questions[1]).getByText('Save 5%.')).toBeVisible();

      const jsonLd = JSON.parse(
        container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      );
      expect(jsonLd['@type']).toBe('FAQPage');
      expect(jsonLd.mainEntity[0]).toEqual({
        '@type': 'Question',
        name: 'How do I place an order?',
        acceptedAnswer: { '@type': 'Answer', text: 'Add products to your cart.' },
      });
    });

    it('does not repeat the page title as the block heading', () => {
      renderBlocks({
        components: blocks({ ...faq, heading: 'Frequently Asked Questions' }),
        pageTitle: 'Frequently Asked Questions',
      });

      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    });
  });

  it('ignores component types it does not know and blocks missing their data, and renders the rest', () => {
    renderBlocks({
      components: blocks(
        { type: 'video_embed', url: 'https://example.org/video' },
        { type: 'feature_section' },
        { type: 'rich_text', html: 42 },
        { type: 'faq', heading: 'Broken' },
        {},
        null as unknown as ContentComponent,
        { type: 'rich_text', html: '<p>Known content</p>' },
      ),
    });

    expect(screen.getByText('Known content')).toBeInTheDocument();
    expect(screen.queryByText(/example\.org/)).not.toBeInTheDocument();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('marks only the last component with the last-component spacing', () => {
    const { container } = renderBlocks({
      components: blocks(
        { type: 'rich_text', html: '<p>First</p>' },
        { type: 'feature_section', features: [featureFixture({ image: null })] },
      ),
    });

    const rendered = container.querySelectorAll('.content-block');
    expect(rendered).toHaveLength(2);
    expect(rendered[0]).not.toHaveClass('content-block--last');
    expect(rendered[1]).toHaveClass('content-block--last');
  });
});
