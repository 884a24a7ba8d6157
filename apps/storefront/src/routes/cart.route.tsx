import { freeShippingThreshold } from '@shop/catalog';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { cartQueryOptions } from '../features/cart/api/cart-queries';
import { CartPage } from '../features/cart/components/cart-page';
import { requestCheckoutPath } from '../features/checkout/api/checkout-queries';
import { pageByNameQueryOptions } from '../features/content/api/content-queries';
import { ContentBlocks } from '../features/content/components/content-blocks';
import { CART_PAGE_NAME } from '../features/content/model/page-slugs';
import { useUserLocationValue } from '../features/location/hooks/use-user-location';
import { PageHead } from '../lib/page-head/page-head';
import { useSiteGlobals } from '../lib/site/site-globals-queries';
import { useCarouselRenderer, useCatalogueOpen } from './carousel-products';

/** '/cart': starts reading the cart with the page, with the options the page reads it with. */
export function cartLoader(queryClient: QueryClient) {
  return () => {
    // A failure is the page's to show (with Retry), so the prefetch's own error is not raised here.
    void queryClient.prefetchQuery(cartQueryOptions());
    return null;
  };
}

/** The Cart page's own product carousel (SPEC §2: carousels by route name), when the CMS has one. */
function CartCarousel() {
  const open = useCatalogueOpen();
  const renderProducts = useCarouselRenderer();
  const page = useQuery({ ...pageByNameQueryOptions(CART_PAGE_NAME), enabled: open });
  if (!page.isSuccess || !renderProducts) return null;
  const carousels = page.data.components.filter((component) => component.type === 'product_carousel');
  if (carousels.length === 0) return null;
  return <ContentBlocks components={carousels} renderProducts={renderProducts} />;
}

/**
 * '/cart' ('Shopping Cart', SPEC §2): the cart feature's page, given what other features provide
 * (analytics, the checkout link, the shopper's location), and the Cart carousel.
 */
export function CartRoute() {
  const analytics = useAnalytics();
  const userLocation = useUserLocationValue();
  const globals = useSiteGlobals();
  const threshold = freeShippingThreshold(globals.data?.freeShippingThreshold);
  return (
    <div className="page cart-page">
      <PageHead title="Shopping Cart" />
      <h1 className="page__title">Shopping Cart</h1>
      <CartPage
        threshold={threshold}
        userLocation={userLocation}
        analytics={analytics}
        requestCheckoutPath={requestCheckoutPath}
      />
      <CartCarousel />
    </div>
  );
}
