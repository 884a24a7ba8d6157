import { CatalogListingPage } from './catalog-listing-page';

/** SPEC §2 route /products: every product, titled 'Shop All Pet Food' with an empty description. */
export function ProductsRoute() {
  return <CatalogListingPage collection={{}} title="Shop All Pet Food" description="" />;
}
