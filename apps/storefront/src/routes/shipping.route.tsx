import type { QueryClient } from '@tanstack/react-query';
import { CmsPage, cmsPageLoader } from './cms-page';

const SHIPPING_SLUG = 'shipping';

export function shippingLoader(queryClient: QueryClient) {
  return cmsPageLoader(queryClient, SHIPPING_SLUG);
}

/** '/shipping' (SPEC §2): shipping information, titled 'Shipping' on the staff-feeding site. */
export function ShippingRoute() {
  return <CmsPage slug={SHIPPING_SLUG} fallbackTitle="Shipping Information" staffTitle="Shipping" />;
}
