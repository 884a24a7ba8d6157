import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import {
  duplicatedProductsLoader,
  listingLoader,
  productDetailLoader,
  productOrCategoryLoader,
  searchLoader,
} from '../routes/catalog-route-loaders';

/**
 * The catalogue's rows of the route table (SPEC §2), children of the layout. Each page is its own
 * lazily loaded chunk; loaders decide what the URL means and start the queries. Order does not
 * matter to the router (it ranks static segments above dynamic ones), but the shapes do:
 * /products/{segment} is a species listing or a product handle, decided by one loader;
 * /products/{a}/{b} and /products/{a}/{b}/{c} are category listings (a non-species first segment
 * is a 404); four segments are a variant's URL.
 */
export function catalogRoutes(queryClient: QueryClient): RouteObject[] {
  const listing = listingLoader(queryClient);
  const detail = productDetailLoader(queryClient);
  const categoryListing = {
    loader: listing,
    lazy: async () => ({
      Component: (await import('../routes/category-listing.route')).CategoryListingRoute,
    }),
  };
  const productDetail = {
    loader: detail,
    lazy: async () => ({ Component: (await import('../routes/product-detail.route')).ProductDetailRoute }),
  };

  return [
    {
      path: 'products',
      loader: listing,
      lazy: async () => ({ Component: (await import('../routes/products.route')).ProductsRoute }),
    },
    { path: 'products/products', loader: duplicatedProductsLoader },
    { path: 'products/products/*', loader: duplicatedProductsLoader },
    { path: 'products/thirdparty/:handle', ...productDetail },
    {
      path: 'products/:slug',
      loader: productOrCategoryLoader(queryClient),
      lazy: async () => ({
        Component: (await import('../routes/product-or-category.route')).ProductOrCategoryRoute,
      }),
    },
    { path: 'products/:species/:category', ...categoryListing },
    { path: 'products/:species/:category/:detail', ...categoryListing },
    { path: 'products/:brand/:handle/:flavor/:size', ...productDetail },
    {
      path: 'search',
      loader: searchLoader(queryClient),
      lazy: async () => ({ Component: (await import('../routes/search.route')).SearchRoute }),
    },
  ];
}
