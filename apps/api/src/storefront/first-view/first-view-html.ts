import {
  ALL_PRODUCTS_TITLE,
  CARD_IMAGE_SIZES,
  canonicalUrl,
  formatPrice,
  imageSrcSet,
  listingMetaDescription,
  optimizedImageUrl,
  PRODUCT_MAIN_IMAGE_SIZE,
  PRODUCT_MAIN_IMAGE_SIZES,
  productBreadcrumbJsonLd,
  productJsonLd,
  productMetaDescription,
  productPageImage,
  productPagePath,
  ratingFillPercent,
  ratingSummaryText,
  serializeJsonLd,
  websiteJsonLd,
  type JsonLd,
} from '@shop/catalog';
import { DEFAULT_PAGE_DESCRIPTION, ERROR_PAGE_TITLE, isLoginExempt, pageTitle } from '@shop/identity';
import { contentBlocksHtml, type FirstViewContentPage, type LeadImage } from './content-blocks-html';
import { escapeHtml } from './html-escaping';

/*
 * The HTML the server writes around the storefront's shell before any script runs (docs/decisions.md,
 * 'First view'): the page's title, description and canonical link as the page itself sets them
 * (lib/page-head, which takes these elements over), the route's JSON-LD, the preload of its LCP
 * image with the srcset the page will use, and inside the root element, which the client renders
 * over, a first view of the page's top: on a consumer product page its title, price and image, on
 * a listing its first cards, on home the CMS page's first block (the hero), on a content page its
 * title and first blocks, on an unknown path the error page with the path. Built from the API's own answers,
 * the same ones the client is handed, so the first view and the page agree. Pure: strings in,
 * strings out.
 */

/** What a product answer (get-product-by-handle) holds that the first view uses. */
export interface FirstViewProduct {
  handle: string;
  title: string;
  description: string;
  thirdParty?: boolean;
  species: string;
  lifeStage: string;
  foodForm: string;
  brand: { name: string; handle: string };
  featuredImage?: { url: string; alt?: string | null } | null;
  variants: readonly {
    sku: string;
    inStock?: boolean;
    price: { amount: string };
    imagePrimary?: { url: string; alt?: string | null } | null;
    variantMediaList?: readonly { url: string; alt?: string | null }[] | null;
  }[];
}

/** A product's reviews answer (GET /api/reviews, ProductReviewsDto), as the first view uses it. */
export interface FirstViewReviews {
  summary: { average: number; count: number };
  reviews: readonly { rating: number; title: string; body: string; authorName: string; createdAt: string }[];
}

/** A card of a listing answer (ListingCardDto), as its first view shows it. */
export interface FirstViewCard {
  handle: string;
  title: string;
  featuredImage?: { url: string } | null;
}

/** Cards a listing's first view shows: the first screens' worth; the grid brings the rest. */
const FIRST_VIEW_CARDS = 8;
/** Cards whose image loads at once (the first row on the widest grid). */
const EAGER_CARDS = 4;
/** A content page's first screen: blocks, and characters of text, after which the app draws the rest. */
const CONTENT_FIRST_BLOCKS = 3;
const CONTENT_FIRST_TEXT = 1_500;

export interface FirstViewInput {
  site: { origin: string; title: string; staff: boolean };
  /** The page's path and query string ('' or '?...'), as requested: its canonical link. */
  page: { pathname: string; search: string };
  /** A path that shows nothing (its answer is a 404): the not-found page and nothing else. */
  notFound?: boolean;
  /**
   * The CMS page 'error' (SPEC §2), which the not-found page shows under the path line; public
   * content, so drawn on both sites. Absent (not published, not answered): the plain fallback.
   */
  errorPage?: FirstViewContentPage;
  /** The consumer home page: the WebSite document. */
  home?: boolean;
  /**
   * A consumer product page: its product, the SKU the URL names (?sku), if any, and its published
   * reviews (the star summary and the AggregateRating), if answered.
   */
  product?: { answer: FirstViewProduct; sku?: string; reviews?: FirstViewReviews };
  /**
   * A listing's first page (its title and cards): its first cards, the first one's image preloaded.
   * `allProducts` for /products, which has a title of its own and an empty description (SPEC §2).
   */
  listing?: { title: string; items: readonly FirstViewCard[]; allProducts?: boolean };
  /** The home page's CMS page (HomePage): its first block, the hero's image preloaded; both sites (home is public). */
  homePage?: FirstViewContentPage;
  /**
   * A content page (/faq, /{slug}...) and its path: its title and first blocks. On the staff site
   * only the pages anyone may see (login-exempt); the others are for signed-in staff.
   */
  contentPage?: { pathname: string; answer: FirstViewContentPage };
}

export interface FirstViewParts {
  /**
   * The preload of the page's main image, then the page's title, description and canonical link:
   * first in <head>, ahead of the bundle's scripts, so the image is the first request the page
   * makes and does not wait for a connection behind them.
   */
  head: string;
  /** Goes inside the root element; the client renders over it. */
  root: string;
}

function jsonLdScript(document: JsonLd | JsonLd[]): string {
  return `<script type="application/ld+json">${serializeJsonLd(document)}</script>`;
}

/** A card's image box in the grid's markup (ProductCard). */
const CARD_IMAGE_WIDTH = 320;
const CARD_IMAGE_HEIGHT = 200;

function imagePreload(src: string, sizes: string, width: number): string {
  return preloadLink({
    src: optimizedImageUrl(src, { width, fit: 'contain' }),
    srcSet: imageSrcSet(src, { fit: 'contain' }),
    sizes,
  });
}

function preloadLink({ src, srcSet, sizes }: LeadImage): string {
  return `<link rel="preload" as="image" href="${escapeHtml(src)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;
}

/** What a page says of itself in <head>: a title for the site's template, and a description if known. */
interface PageMeta {
  /** None: the bare site name (home, or a page whose title the server does not know). */
  title?: string;
  /** None: left to the page, once it runs. */
  description?: string;
}

/** The text of an optional CMS string, '' when absent. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The head and root parts of a page's first view. The staff site gets neither a product nor a
 * preload of one: its catalogue is for signed-in staff, and the server renders for anonymous
 * visitors only.
 */
export function firstViewParts(input: FirstViewInput): FirstViewParts {
  const { site } = input;
  const head: string[] = [];
  let content = '';
  let jsonLd = '';
  let meta: PageMeta = {};
  // JSON-LD goes inside the root element: the client renders its own over it, so there is one of each.
  if (input.home && !input.notFound)
    jsonLd += jsonLdScript(websiteJsonLd({ origin: site.origin, name: site.title, staff: site.staff }));
  if (input.notFound) {
    const errorPage = input.errorPage;
    const components = Array.isArray(errorPage?.components) ? errorPage.components : [];
    const notice = `<p class="page__lead">Page not found: ${escapeHtml(input.page.pathname)}</p>`;
    const { html, leadImage } = contentBlocksHtml(components, {
      maxBlocks: CONTENT_FIRST_BLOCKS,
      textBudget: CONTENT_FIRST_TEXT,
      aboveTheFold: true,
      leadHeadingLevel: 1,
    });
    if (leadImage) head.push(preloadLink(leadImage));
    // The storefront's NotFoundPage (ErrorPageContent, or ErrorPageFallback when there is no content).
    content =
      components.length > 0
        ? `<div class="page error-page">${notice}${html}</div>`
        : notFoundFallback(notice);
    meta = {
      title: ERROR_PAGE_TITLE,
      description: textOf(errorPage?.description) || DEFAULT_PAGE_DESCRIPTION,
    };
  } else if (input.product && !site.staff) {
    const { answer, sku, reviews } = input.product;
    const shown = answer.variants.find((variant) => variant.sku === sku) ?? answer.variants[0];
    const image = productPageImage(answer, shown);
    if (image) head.push(imagePreload(image.url, PRODUCT_MAIN_IMAGE_SIZES, PRODUCT_MAIN_IMAGE_SIZE));
    const documents = [
      productJsonLd({
        origin: site.origin,
        product: answer,
        sku: shown?.sku,
        staff: false,
        // The shopper's ZIP is not known here: the catalogue's own stock, as the page shows first.
        stockStatusOf: (wanted) =>
          answer.variants.find((variant) => variant.sku === wanted)?.inStock === false ? 'OUT' : 'IN',
        reviews,
      }),
      productBreadcrumbJsonLd({ origin: site.origin, product: answer }),
    ];
    content = productFirstView(answer, shown?.price.amount, image, reviews?.summary);
    jsonLd += jsonLdScript(documents);
    meta = { title: answer.title, description: productMetaDescription(answer.description) };
  } else if (input.listing && !site.staff) {
    const { items, allProducts } = input.listing;
    const title = allProducts ? ALL_PRODUCTS_TITLE : input.listing.title;
    const first = items[0]?.featuredImage?.url;
    if (first) head.push(imagePreload(first, CARD_IMAGE_SIZES, CARD_IMAGE_WIDTH));
    content = listingFirstView(title, items);
    meta = { title, description: allProducts ? '' : listingMetaDescription(title) };
  } else if (input.home && input.homePage) {
    const { html, leadImage } = contentBlocksHtml(
      Array.isArray(input.homePage.components) ? input.homePage.components : [],
      {
        maxBlocks: 1,
        textBudget: CONTENT_FIRST_TEXT,
        aboveTheFold: true,
      },
    );
    if (leadImage) head.push(preloadLink(leadImage));
    // HomeRoute: the site's name set small above the hero, whose heading leads.
    content = `<div class="page first-view__home"><h1 class="first-view__kicker">${escapeHtml(site.title)}</h1>${html}</div>`;
    meta = { description: textOf(input.homePage.description) || DEFAULT_PAGE_DESCRIPTION };
  } else if (input.contentPage && (!site.staff || isLoginExempt(input.contentPage.pathname))) {
    const { answer } = input.contentPage;
    const title = textOf(answer.title);
    const { html } = contentBlocksHtml(Array.isArray(answer.components) ? answer.components : [], {
      maxBlocks: CONTENT_FIRST_BLOCKS,
      textBudget: CONTENT_FIRST_TEXT,
      pageTitle: title,
    });
    content = `<article class="page first-view__content"><h1 class="page__title">${escapeHtml(title)}</h1>${html}</article>`;
    meta = { title, description: textOf(answer.description) || DEFAULT_PAGE_DESCRIPTION };
  }
  head.push(headTags(site, meta, canonicalUrl(site.origin, input.page.pathname, input.page.search)));
  return { head: head.join(''), root: frame(site.title, content) + jsonLd };
}

/** The page's <title>, meta description (when known) and canonical link. */
function headTags(site: { title: string }, meta: PageMeta, canonical: string): string {
  return (
    `<title>${escapeHtml(pageTitle(meta.title, site.title))}</title>` +
    (meta.description === undefined
      ? ''
      : `<meta name="description" content="${escapeHtml(meta.description)}">`) +
    `<link rel="canonical" href="${escapeHtml(canonical)}">`
  );
}

/** The not-found page when the error page has no content (ErrorPageFallback with the path line). */
function notFoundFallback(notice: string): string {
  return (
    `<div class="page page--narrow error-page"><h1 class="page__title">Page not found</h1>${notice}` +
    `<p><a href="/">Back to the home page</a></p></div>`
  );
}

/**
 * The layout's top as the client draws it (the shell's CSS is inline): the header bar with the
 * site's name, then the page's own first view, if it has one. Painted before any script runs;
 * the client renders over it once its route is ready (main.tsx).
 */
function frame(siteTitle: string, content: string): string {
  return (
    `<div class="root-layout first-view">` +
    `<header class="site-header"><div class="ui-container site-header__inner"><a class="site-header__brand" href="/"><span class="site-header__title">${escapeHtml(siteTitle)}</span></a></div></header>` +
    `<main id="main-content" class="site-main"><div class="ui-container">${content}</div></main></div>`
  );
}

function productImageTag(
  src: string,
  attributes: { sizes: string; width: number; height: number; alt: string; eager: boolean },
): string {
  const { sizes, width, height, alt, eager } = attributes;
  return (
    `<img class="product-image" src="${escapeHtml(optimizedImageUrl(src, { width, fit: 'contain' }))}" ` +
    `srcset="${escapeHtml(imageSrcSet(src, { fit: 'contain' }))}" sizes="${escapeHtml(sizes)}" alt="${escapeHtml(alt)}" ` +
    `width="${width}" height="${height}"${eager ? ' fetchpriority="high"' : ' loading="lazy"'}>`
  );
}

/** A listing's title and first cards (image and name, linked), in the grid's columns. */
function listingFirstView(title: string, items: readonly FirstViewCard[]): string {
  const cards = items.slice(0, FIRST_VIEW_CARDS).map((card, index) => {
    const href = productPagePath(card);
    const image = card.featuredImage?.url
      ? productImageTag(card.featuredImage.url, {
          sizes: CARD_IMAGE_SIZES,
          width: CARD_IMAGE_WIDTH,
          height: CARD_IMAGE_HEIGHT,
          alt: '',
          eager: index < EAGER_CARDS,
        })
      : '';
    return `<li class="first-view__card"><a href="${escapeHtml(href)}">${image}<span>${escapeHtml(card.title)}</span></a></li>`;
  });
  return `<h1 class="page__title">${escapeHtml(title)}</h1><ul class="first-view__grid">${cards.join('')}</ul>`;
}

/**
 * The product's title, price and image in the layout's own classes (the shell's CSS is inline), so
 * the first paint is the page's top as the client will draw it, a header bar included.
 */
/** The product's title, price (of the variant shown) and main image, in the product page's columns. */
function productFirstView(
  product: FirstViewProduct,
  amount: string | undefined,
  image: { url: string; alt?: string | null } | null,
  rating: { average: number; count: number } | undefined,
): string {
  const price = amount !== undefined && Number.isFinite(Number(amount)) ? formatPrice(Number(amount)) : '';
  const img = image
    ? productImageTag(image.url, {
        sizes: PRODUCT_MAIN_IMAGE_SIZES,
        width: PRODUCT_MAIN_IMAGE_SIZE,
        height: PRODUCT_MAIN_IMAGE_SIZE,
        alt: image.alt || product.title,
        eager: true,
      })
    : '';
  return (
    `<article class="first-view__product">` +
    `<div class="first-view__image">${img}</div>` +
    `<div><h1 class="page__title">${escapeHtml(product.title)}</h1>` +
    (rating ? ratingSummaryHtml(rating) : '') +
    (price ? `<p class="first-view__price">${escapeHtml(price)}</p>` : '') +
    `</div></article>`
  );
}

/**
 * The product page's star summary as the storefront draws it (ProductRatingSummary, StarRating),
 * so the first paint has its line and nothing moves when the app takes over.
 */
function ratingSummaryHtml({ average, count }: { average: number; count: number }): string {
  if (!Number.isFinite(average) || !Number.isInteger(count) || count < 0) return '';
  if (count === 0) return `<p class="product-rating-summary"><a href="#reviews">No reviews yet</a></p>`;
  const label = escapeHtml(ratingSummaryText(average, count));
  return (
    `<p class="product-rating-summary"><a href="#reviews" class="product-rating-summary__link">` +
    `<span class="star-rating star-rating--page"><span class="star-rating__stars" role="img" aria-label="${label}" title="${label}">` +
    `<span class="star-rating__empty" aria-hidden="true">★★★★★</span>` +
    `<span class="star-rating__filled" aria-hidden="true" style="width:${ratingFillPercent(average)}%">★★★★★</span></span>` +
    `<span class="star-rating__numbers" aria-hidden="true">${average.toFixed(1)} (${count})</span></span></a></p>`
  );
}
