import { Injectable } from '@nestjs/common';
import {
  classifyStorefrontPath,
  isSpecies,
  serializeJsonLd,
  type JsonLd,
  type StorefrontPath,
} from '@shop/catalog';
import { isLoginExempt, isStaffSite } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import type { FirstViewContentPage } from './content-blocks-html';
import { FirstViewAnswers, type FirstViewCall } from './first-view-answers';
import {
  firstViewParts,
  type FirstViewCard,
  type FirstViewProduct,
  type FirstViewReviews,
} from './first-view-html';
import {
  APP_MODULE,
  routeAssetsMarkup,
  routeModules,
  type InlineStylesheet,
  type ViteManifest,
} from './route-chunks';

/** The built storefront as the first view needs it (StorefrontAssets). */
export interface RouteAssets {
  readonly manifest: ViteManifest | null;
  readonly inlineStylesheet: InlineStylesheet;
}

/** What the shell carries for a page: head and root HTML, and the answers the client starts with. */
export interface FirstView {
  /** First in <head>: the preload of the page's main image. */
  headStart: string;
  /** End of <head>: the route's chunks and stylesheets and the embedded answers. */
  head: string;
  /** Inside the root element. */
  root: string;
}

/** Products per listing page: the storefront's PRODUCT_PAGE_SIZE, so the answer is the grid's first page. */
const LISTING_PAGE_SIZE = 24;
/** The CMS page the not-found page shows (features/content ERROR_PAGE_SLUG). */
const ERROR_PAGE_SLUG = 'error';
/** The CMS page the home route shows (features/content HOME_PAGE_NAME). */
const HOME_PAGE_NAME = 'HomePage';

/** The storefront's own pages that are CMS pages by slug (the faq, terms and shipping routes' CmsPage). */
const CONTENT_ROUTE_SLUGS: Record<string, string> = {
  '/faq': 'faq',
  '/terms-and-conditions': 'terms-and-conditions',
  '/shipping': 'shipping',
};

/** The calls of the site's frame, made by every page with the layout (SiteProvider, RootLayout). */
const FRAME_CALLS = {
  site: { method: 'GET', url: '/api/site' },
  header: { method: 'GET', url: '/api/cms/v1.0/get-header' },
  footer: { method: 'GET', url: '/api/cms/v1.0/get-footer' },
  announcements: { method: 'POST', url: '/api/cms/v1.0/get-announcements' },
  sitewideBanners: { method: 'POST', url: '/api/cms/v1.0/get-sitewide-banners' },
} satisfies Record<string, FirstViewCall>;

interface SiteAnswer {
  origin: string;
  title: string;
  staff: boolean;
}

/**
 * A page's first view (docs/decisions.md, 'First view'): the answers its first render needs,
 * embedded as JSON (the client seeds its query cache with them and fetches none of them again),
 * `modulepreload` of its route's chunks, its JSON-LD and LCP image preload, and on a consumer
 * product page its title, price and image as HTML. Only for anonymous answers (FirstViewAnswers).
 */
@Injectable()
export class FirstViewBuilder {
  constructor(private readonly answers: FirstViewAnswers) {}

  /**
   * `notFound`: the path shows nothing (PageVerdicts' 404): the frame and the not-found page (the
   * CMS error page with the path), and none of the page's own answers.
   */
  async build(
    request: FastifyRequest,
    assets: RouteAssets,
    { notFound = false }: { notFound?: boolean } = {},
  ): Promise<FirstView> {
    const url = new URL(request.url, 'http://first-view.invalid');
    const pathname = url.pathname;
    const path = classifyStorefrontPath(pathname);
    const plain = url.search === '';
    const calls: Record<string, FirstViewCall> = { ...FRAME_CALLS };
    // A path that shows nothing asks for nothing of its own: the frame and the error page's content,
    // public on both sites, embedded under the slug the not-found page reads.
    const { handle, listingQuery, contentSlug } = notFound
      ? addErrorPageCall(calls)
      : addPageCalls(calls, { request, pathname, path, plain });

    const answers = await this.answers.answers(request, calls);
    const site = answers.site as SiteAnswer | undefined;
    const product = answers.product as FirstViewProduct | undefined;
    const reviews = answers.reviews as FirstViewReviews | undefined;
    const listing = answers.listing as { title: string; items: FirstViewCard[] } | undefined;
    const contentPage = answers.contentPage as FirstViewContentPage | undefined;
    const parts = site
      ? firstViewParts({
          site,
          page: { pathname, search: url.search },
          notFound,
          errorPage: notFound ? contentPage : undefined,
          home: pathname === '/',
          product: product
            ? { answer: product, sku: url.searchParams.get('sku') ?? undefined, reviews }
            : undefined,
          listing: listing ? { ...listing, allProducts: pathname === '/products' } : undefined,
          homePage: answers.homePage as FirstViewContentPage | undefined,
          contentPage: contentPage && !notFound ? { pathname, answer: contentPage } : undefined,
        })
      : { head: '', root: '' };

    const {
      product: _product,
      reviews: _reviews,
      listing: _listing,
      contentPage: _contentPage,
      ...frame
    } = answers;
    const data = {
      ...frame,
      ...(product && handle !== undefined
        ? { product: { handle: decodeSegment(handle), answer: product } }
        : {}),
      ...(product && reviews && handle !== undefined
        ? { reviews: { handle: decodeSegment(handle), answer: reviews } }
        : {}),
      ...(listing && listingQuery ? { listing: { query: listingQuery, answer: listing } } : {}),
      ...(contentPage && contentSlug !== undefined
        ? { contentPage: { slug: contentSlug, answer: contentPage } }
        : {}),
    };
    const preload = assets.manifest
      ? routeAssetsMarkup(
          assets.manifest,
          [APP_MODULE, ...routeModules(pathname, path)],
          assets.inlineStylesheet,
        )
      : '';
    return {
      headStart: parts.head,
      head:
        preload +
        `<script type="application/json" id="first-view-data">${serializeJsonLd(data as JsonLd)}</script>`,
      root: parts.root,
    };
  }
}

interface PageCalls {
  handle?: string;
  listingQuery?: Record<string, string | number>;
  contentSlug?: string;
}

/** The not-found page's one call: the CMS page 'error', as its ErrorPageContent asks for it. */
function addErrorPageCall(calls: Record<string, FirstViewCall>): PageCalls {
  calls.contentPage = {
    method: 'GET',
    url: `/api/cms/v1.0/get-page-by-slug?${new URLSearchParams({ slug: ERROR_PAGE_SLUG })}`,
  };
  return { contentSlug: ERROR_PAGE_SLUG };
}

/**
 * Adds to `calls` the answers the page's own first render asks for, as its route's loader asks for
 * them: the CMS page of a content route (on the staff site only the pages anyone may see: the rest
 * are for signed-in staff), home's CMS page, a product, a listing's first page (as its query key has
 * it: limit, then the path's species; a URL with filters or a sort is left to the client).
 */
function addPageCalls(
  calls: Record<string, FirstViewCall>,
  {
    request,
    pathname,
    path,
    plain,
  }: { request: FastifyRequest; pathname: string; path: StorefrontPath; plain: boolean },
): PageCalls {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const contentSlug = CONTENT_ROUTE_SLUGS[trimmed] ?? (path.kind === 'content' ? path.slug : undefined);
  if (contentSlug !== undefined && (!isStaffSite(request.siteId) || isLoginExempt(pathname))) {
    calls.contentPage = {
      method: 'GET',
      url: `/api/cms/v1.0/get-page-by-slug?${new URLSearchParams({ slug: contentSlug })}`,
    };
  }
  let handle: string | undefined;
  if (pathname === '/') {
    calls.homePage = {
      method: 'POST',
      url: '/api/cms/v1.0/get-page-by-name',
      body: { name: HOME_PAGE_NAME },
    };
  } else if (path.kind === 'listing-or-product') {
    handle = path.segment;
  } else if (path.kind === 'product') {
    handle = path.handle;
  }
  if (handle !== undefined) {
    calls.product = {
      method: 'GET',
      url: `/api/ecom/v1.0/get-product-by-handle?handle=${encodeURIComponent(decodeSegment(handle))}`,
    };
    // The consumer page's star summary and AggregateRating (the staff site hides ratings, SPEC §2),
    // asked as the page's reviews query asks (features/reviews productReviewsQueryOptions).
    if (!isStaffSite(request.siteId))
      calls.reviews = {
        method: 'GET',
        url: `/api/reviews?handle=${encodeURIComponent(decodeSegment(handle))}`,
      };
  }
  let listingQuery: Record<string, string | number> | undefined;
  const species = path.kind === 'listing' && path.segments.length === 1 ? path.segments[0] : undefined;
  if (plain && (pathname === '/products' || (species !== undefined && isSpecies(species)))) {
    listingQuery = species ? { limit: LISTING_PAGE_SIZE, species } : { limit: LISTING_PAGE_SIZE };
    const search = new URLSearchParams(Object.entries(listingQuery).map(([k, v]) => [k, String(v)]));
    calls.listing = { method: 'GET', url: `/api/catalog/products?${search}` };
  }
  return { handle, listingQuery, contentSlug };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
