import { ALL_PRODUCTS_TITLE } from '@shop/catalog';
import { useLoaderData } from 'react-router';
import { CatalogListingPage } from './catalog-listing-page';
import type { ListingDecision } from './catalog-route-loaders';

/** SPEC §2 route /products: every product, titled 'Shop All Pet Food' with an empty description. */
export function ProductsRoute() {
  const decision = useLoaderData<ListingDecision>();
  return <CatalogListingPage decision={decision} title={ALL_PRODUCTS_TITLE} description="" />;
}
