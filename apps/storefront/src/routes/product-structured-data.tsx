import type { ProductDto } from '@shop/api-client';
import { productBreadcrumbJsonLd, productJsonLd, type StockStatus } from '@shop/catalog';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { stockStatusOf, useCardEnvironment } from '../features/catalog/context/card-environment';
import { productReviewsQueryOptions } from '../features/reviews/api/product-reviews-queries';
import { JsonLdScript } from '../lib/page-head/json-ld';
import { useSite } from '../lib/site/site-context';

/**
 * A product page's structured data (SPEC §2): the Product with, on the consumer site, an offer per
 * variant at its price and its stock status at the shopper's ZIP (the catalogue's inStock until
 * that is known) and the shop's own AggregateRating and first Reviews (the same answer the server's
 * first view wrote them from), and the BreadcrumbList of the product's own species, brand, age and form. The
 * staff site hides prices and ratings, so its Product has neither offers nor ratings, and its trail is not the consumer one, so
 * it has no BreadcrumbList.
 */
export function ProductStructuredData({ product, sku }: { product: ProductDto; sku?: string }) {
  const { origin, staff } = useSite();
  const environment = useCardEnvironment();
  const reviews = useQuery({ ...productReviewsQueryOptions(product.handle), enabled: !staff });
  const data = useMemo(() => {
    const bySku = new Map(product.variants.map((variant) => [variant.sku, variant]));
    const statusOf = (wanted: string): StockStatus => {
      const variant = bySku.get(wanted);
      if (!variant) return 'OUT';
      return stockStatusOf(environment, variant) ?? (variant.inStock ? 'IN' : 'OUT');
    };
    const productDocument = productJsonLd({
      origin,
      product,
      sku,
      staff,
      stockStatusOf: statusOf,
      reviews: reviews.data,
    });
    return staff ? productDocument : [productDocument, productBreadcrumbJsonLd({ origin, product })];
  }, [environment, origin, product, sku, staff, reviews.data]);
  return <JsonLdScript data={data} />;
}
