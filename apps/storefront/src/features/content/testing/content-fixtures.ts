import type { QueryClient } from '@tanstack/react-query';
import { errorResponse } from '../../../testing/fake-api';
import { apiError, seedQueryError } from '../../../testing/query-errors';
import {
  announcementsQueryOptions,
  carouselProductsQueryOptions,
  footerQueryOptions,
  headerQueryOptions,
  pageByNameQueryOptions,
  pageBySlugQueryOptions,
  passwordProtectQueryOptions,
  promotionBannersQueryOptions,
  sitewideBannersQueryOptions,
} from '../api/content-queries';
import type {
  BannerDto,
  BannerPlacement,
  ContentComponent,
  ContentFooterDto,
  ContentHeaderDto,
  ContentPageDto,
  FeatureDto,
  ListingProductDto,
  ProductCarouselComponentDto,
  RedirectDto,
} from '../model/content-types';

/** A published page as GET get-page-by-slug answers; override any field per test. */
export function pageFixture(overrides: Partial<ContentPageDto> = {}): ContentPageDto {
  const title = overrides.title ?? 'About Us';
  return {
    slug: 'about-us',
    name: 'AboutUs',
    title,
    documentTitle: `${title} | Shop Pet Nutrition`,
    description: 'Who we are and what we believe about pet nutrition.',
    components: [
      { type: 'rich_text', html: '<h2>Nutrition first</h2><p>We make complete, balanced food.</p>' },
    ],
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function featureFixture(overrides: Partial<FeatureDto> = {}): FeatureDto {
  return {
    heading: 'Nutrition they love, delivered',
    body: 'Vet-developed food for every dog and cat.',
    image: { url: '/content-assets/home-hero.svg', alt: 'A dog and a cat sharing a sunny kitchen floor' },
    buttons: [{ text: 'Shop Dog Food', url: '/products/dog', external: false }],
    ...overrides,
  };
}

export function carouselFixture(overrides: Partial<ProductCarouselComponentDto> = {}): ContentComponent {
  return {
    type: 'product_carousel',
    headline: 'Our most-loved recipes',
    paragraph: 'Favourites from dog and cat owners across the country.',
    handles: ['adult-chicken-rice', 'kitten-salmon-pate'],
    backgroundColor: 'light-blue',
    copyColor: 'dark-blue',
    isLastComponent: false,
    ...overrides,
  };
}

export function seedPageBySlug(queryClient: QueryClient, slug: string, page: ContentPageDto): void {
  queryClient.setQueryData(pageBySlugQueryOptions(slug).queryKey, page);
}

export function seedPageByName(queryClient: QueryClient, name: string, page: ContentPageDto): void {
  queryClient.setQueryData(pageByNameQueryOptions(name).queryKey, page);
}

export function seedMissingPage(queryClient: QueryClient, slug: string): Promise<void> {
  return seedQueryError(queryClient, pageBySlugQueryOptions(slug).queryKey, apiError(404));
}

export function seedCarouselProducts(
  queryClient: QueryClient,
  handles: string[],
  products: ListingProductDto[],
): void {
  queryClient.setQueryData(carouselProductsQueryOptions(handles).queryKey, { products, missingHandles: [] });
}

export function headerFixture(overrides: Partial<ContentHeaderDto> = {}): ContentHeaderDto {
  return {
    logo: { url: '/content-assets/logo-shop-pet-nutrition.svg', alt: 'Shop Pet Nutrition' },
    links: [
      {
        label: 'Dog',
        url: '/products/dog',
        external: false,
        children: [
          { label: 'Dry Food', url: '/products/dog/dry-food', external: false },
          { label: 'Wet Food', url: '/products/dog/wet-food', external: false },
        ],
      },
      { label: 'Autoship & Save', url: '/autoship', external: false, children: [] },
      { label: 'FAQ', url: '/faq', external: false, children: [] },
    ],
    ...overrides,
  };
}

export function footerFixture(overrides: Partial<ContentFooterDto> = {}): ContentFooterDto {
  return {
    groups: [
      {
        heading: 'Help',
        links: [
          { label: 'FAQ', url: '/faq', external: false },
          { label: 'Contact Us', url: '/contact-us', external: false },
        ],
      },
      {
        heading: 'Company',
        links: [
          { label: 'About Us', url: '/about-us', external: false },
          { label: 'Blog', url: 'https://example.org/blog', external: true },
        ],
      },
    ],
    legalText: '© Shop Pet Nutrition. All rights reserved.',
    ...overrides,
  };
}

export function bannerFixture(overrides: Partial<BannerDto> = {}): BannerDto {
  return {
    id: 'promo-giving',
    headline: 'Every order helps a shelter',
    body: 'Choose the cause you support at checkout.',
    link: { label: 'About our giving', url: 'https://example.org/giving', external: true },
    image: { url: '/content-assets/giving.svg', alt: 'Volunteers walking shelter dogs' },
    placement: 'home',
    ...overrides,
  };
}

export function seedHeader(queryClient: QueryClient, header: ContentHeaderDto = headerFixture()): void {
  queryClient.setQueryData(headerQueryOptions().queryKey, header);
}

export function seedFooter(queryClient: QueryClient, footer: ContentFooterDto = footerFixture()): void {
  queryClient.setQueryData(footerQueryOptions().queryKey, footer);
}

export function seedAnnouncements(queryClient: QueryClient, texts: string[]): void {
  queryClient.setQueryData(announcementsQueryOptions().queryKey, {
    announcements: texts.map((text, index) => ({
      id: `a-${index}`,
      text,
      link: index === 0 ? { label: 'Details', url: '/shipping', external: false } : null,
    })),
  });
}

export function seedSitewideBanners(queryClient: QueryClient, banners: BannerDto[]): void {
  queryClient.setQueryData(sitewideBannersQueryOptions().queryKey, { banners });
}

export function seedPromotionBanners(
  queryClient: QueryClient,
  placement: BannerPlacement,
  banners: BannerDto[],
): void {
  queryClient.setQueryData(promotionBannersQueryOptions(placement).queryKey, { banners });
}

export function seedPasswordProtect(
  queryClient: QueryClient,
  value: { enabled: boolean; heading: string; message: string },
): void {
  queryClient.setQueryData(passwordProtectQueryOptions().queryKey, value);
}

/** What a fake CMS answers: pages by slug and redirects by path; anything else is a 404. */
export interface FakeCms {
  pages?: Record<string, ContentPageDto>;
  redirects?: Record<string, Omit<RedirectDto, 'path'>>;
}

/**
 * A fake API handler (for installFakeApi) answering the CMS page and redirect look-ups as the API
 * does: the page or redirect when known, the API's 404 body otherwise.
 */
export function fakeCmsHandler({ pages = {}, redirects = {} }: FakeCms) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  return (request: Request): Response => {
    const url = new URL(request.url);
    if (url.pathname === '/api/cms/v1.0/get-page-by-slug') {
      const page = pages[url.searchParams.get('slug') ?? ''];
      return page ? json(page) : errorResponse(404, 'PAGE_NOT_FOUND');
    }
    if (url.pathname === '/api/cms/v1.0/get-redirect') {
      const path = url.searchParams.get('path') ?? '';
      const redirect = redirects[path];
      return redirect ? json({ path, ...redirect }) : errorResponse(404, 'REDIRECT_NOT_FOUND');
    }
    return errorResponse(404);
  };
}
