import { preselectVariant } from '@shop/catalog';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CatalogVariant } from '../model/catalog-types';
import { productsSlug } from '../model/listing-params';

/**
 * The variant a card opens on (SPEC §2, libs/catalog preselectVariant): ?sku, else ?search as a
 * SKU, else the route slug (/products/dog/flavor/chicken), else the first variant. `preferredSku`
 * lets the product page put the variant named by its own URL first.
 */
export function usePreselectedVariant<V extends CatalogVariant>(
  variants: readonly V[],
  preferredSku?: string | null,
): V | undefined {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('sku');
  const known =
    requested !== null && variants.some((v) => v.sku.toLowerCase() === requested.trim().toLowerCase());
  const sku = known ? requested : (preferredSku ?? requested);
  const search = searchParams.get('search');
  return useMemo(
    () => preselectVariant([...variants], { slug: productsSlug(pathname), sku, search }),
    [variants, pathname, sku, search],
  );
}

/**
 * The card's current variant: the preselected one until the shopper picks another. A new
 * preselection (the URL changed) wins over an earlier pick.
 */
export function useVariantSelection<V extends CatalogVariant>(variants: readonly V[]) {
  const preselected = usePreselectedVariant(variants);
  const [pick, setPick] = useState<{ base: string | undefined; sku: string } | null>(null);
  const picked =
    pick && pick.base === preselected?.sku ? variants.find((variant) => variant.sku === pick.sku) : undefined;
  const variant = picked ?? preselected;
  const select = (next: V) => setPick({ base: preselected?.sku, sku: next.sku });
  return { variant, select };
}

/**
 * The variant a product page shows: the one whose URL the page is at (a variant URL names it),
 * else the preselection (?sku, ?search, slug, first). `pathVariant` tells the page whether a picked
 * variant changes the path or only ?sku. The product route reports the same variant as viewed.
 */
export function useProductPageVariant<V extends CatalogVariant>(variants: readonly V[]) {
  const { pathname } = useLocation();
  const pathVariant = variants.find((v) => `/products/${v.variantURL}` === decodeURI(pathname));
  const variant = usePreselectedVariant(variants, pathVariant?.sku);
  return { variant, pathVariant };
}
