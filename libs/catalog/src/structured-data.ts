import { standardBreadcrumbs } from './breadcrumb-building';
import type { StockStatus } from './stock-status-classification';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './product-reviews';
import { productPagePath } from './storefront-paths';

/*
 * Structured data (schema.org JSON-LD) search engines read from the storefront's pages (SPEC §1,
 * §2). Pure builders: the page gives what it shows, these say it in schema.org's words. Every URL
 * is absolute on the site's public origin.
 */

/** A JSON-LD document: plain JSON values only. */
export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

const SCHEMA_ORG = 'https://schema.org';

/** The query parameter the search page reads (SPEC §1: the site-wide search action's 'search'). */
export const SEARCH_QUERY_PARAMETER = 'search';

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The site as a WebSite (home page). The consumer site declares the site-wide search action that
 * opens /search?search={search_term_string} (SPEC §1); the staff site omits it.
 */
export function websiteJsonLd(site: { origin: string; name: string; staff: boolean }): JsonLd {
  const url = absolute(site.origin, '/');
  const website: JsonLd = { '@context': SCHEMA_ORG, '@type': 'WebSite', name: site.name, url };
  if (site.staff) return website;
  return {
    ...website,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: absolute(site.origin, `/search?${SEARCH_QUERY_PARAMETER}={search_term_string}`),
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** schema.org's availability for a stock status (SPEC §3: IN, LTD, OUT). */
export function schemaAvailability(status: StockStatus): string {
  switch (status) {
    case 'IN':
      return `${SCHEMA_ORG}/InStock`;
    case 'LTD':
      return `${SCHEMA_ORG}/LimitedAvailability`;
    case 'OUT':
      return `${SCHEMA_ORG}/OutOfStock`;
  }
}

/** What a product page shows of a product, for its Product document. */
export interface StructuredProduct {
  handle: string;
  title: string;
  description: string;
  thirdParty?: boolean;
  brand: { name: string };
  featuredImage?: { url: string } | null;
  variants: readonly {
    sku: string;
    price: { amount: string };
    imagePrimary?: { url: string } | null;
  }[];
}

/**
 * A product page's Product (SPEC §2): name, description, image, brand, SKU of the variant shown,
 * and on the consumer site one Offer per variant with its price in USD and its availability from
 * its stock status. The staff site hides prices (SPEC §2), so it gets no offers at all.
 */
export function productJsonLd(input: {
  origin: string;
  product: StructuredProduct;
  /** The SKU of the variant the page shows; its image and SKU describe the product. */
  sku?: string;
  staff: boolean;
  stockStatusOf: (sku: string) => StockStatus;
  /**
   * The shop's own published reviews of the product (consumer site only: the staff site hides
   * ratings, SPEC §2): their summary becomes the AggregateRating, the reviews given its Reviews.
   */
  reviews?: StructuredReviews;
}): JsonLd {
  const { origin, product, staff } = input;
  const shown = product.variants.find((v) => v.sku === input.sku) ?? product.variants[0];
  const url = absolute(origin, productPagePath(product));
  const image = shown?.imagePrimary?.url ?? product.featuredImage?.url;
  const document: JsonLd = {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(image ? { image: absolute(origin, image) } : {}),
    ...(shown ? { sku: shown.sku } : {}),
  };
  if (staff) return document;
  const rated = { ...document, ...reviewsJsonLd(input.reviews) };
  if (product.variants.length === 0) return rated;
  return {
    ...rated,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      price: variant.price.amount,
      priceCurrency: 'USD',
      availability: schemaAvailability(input.stockStatusOf(variant.sku)),
      url: `${url}?sku=${encodeURIComponent(variant.sku)}`,
    })),
  };
}

/** A product's published reviews as its page shows them: the summary and the first few. */
export interface StructuredReviews {
  summary: { average: number; count: number };
  reviews: readonly {
    rating: number;
    title: string;
    body: string;
    authorName: string;
    /** ISO time. */
    createdAt: string;
  }[];
}

/**
 * The AggregateRating and Review parts of a Product. Search engines want a rating only where there
 * is one: a product without published reviews gets neither (Google refuses a ratingCount of 0).
 */
function reviewsJsonLd(reviews: StructuredReviews | undefined): JsonLd {
  if (!reviews || reviews.summary.count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(reviews.reviews.length > 0
      ? {
          review: reviews.reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: REVIEW_RATING_MAX,
              worstRating: REVIEW_RATING_MIN,
            },
          })),
        }
      : {}),
  };
}

/**
 * A product's BreadcrumbList from its own species, brand, pet age and food form, by the consumer
 * site's trail rules (SPEC §2, standardBreadcrumbs). The server side of a search engine cannot see
 * the shopper's saved category, so it is never part of it. A crumb links (`item`) where the trail
 * links; the brand, age and form crumbs are names only, as on the page.
 */
export function productBreadcrumbJsonLd(input: {
  origin: string;
  product: { species: string; brand: { handle: string }; lifeStage: string; foodForm: string };
}): JsonLd {
  const { origin, product } = input;
  const crumbs = standardBreadcrumbs({
    pageType: 'PDP',
    species: product.species,
    brand: product.brand.handle,
    petAge: product.lifeStage,
    foodForm: product.foodForm,
  });
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absolute(origin, crumb.href) } : {}),
    })),
  };
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: JSON with '<', '>', '&' and the
 * two line separators JavaScript reads as line ends written as \u escapes, so no value (a product
 * named '</script><script>…') can close the element or start markup, whether the text reaches the
 * page through the DOM or is written into server HTML. JSON.parse reads it back unchanged.
 */
export function serializeJsonLd(document: JsonLd | JsonLd[]): string {
  return JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
