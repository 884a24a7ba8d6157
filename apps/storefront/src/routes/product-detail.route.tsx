import { useLoaderData } from 'react-router';
import type { ProductDecision } from './catalog-route-loaders';
import { ProductDetailPage } from './product-detail-page';

/**
 * SPEC §2 product detail routes: /products/{brand}/{handle}/{flavor}/{size} (a variant's URL) and
 * /products/thirdparty/{handle}.
 */
export function ProductDetailRoute() {
  const decision = useLoaderData<ProductDecision>();
  return <ProductDetailPage key={decision.handle} decision={decision} />;
}
