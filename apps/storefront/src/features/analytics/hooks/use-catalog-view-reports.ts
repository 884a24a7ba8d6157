import { useEffect, useRef } from 'react';
import {
  analyticsProductOf,
  type AnalyticsCatalogProduct,
  type AnalyticsCatalogVariant,
} from '../model/catalog-analytics';
import { useAnalytics } from './use-analytics';

/**
 * view_item_list for a listing, search or carousel: the products shown, each reported once (a 'Load
 * more' page reports only the new ones, at their positions). Another list, or the same list showing
 * other products (new filters, a new search), is reported afresh. `list` null waits for its name.
 */
export function useItemListViewReport(
  products: readonly AnalyticsCatalogProduct[],
  list: { id: string; name: string } | null,
): void {
  const analytics = useAnalytics();
  const reported = useRef<{ key: string; skus: string[] }>({ key: '', skus: [] });
  const listId = list?.id;
  const listName = list?.name;

  useEffect(() => {
    if (listId === undefined || listName === undefined) return;
    // A card opens on its first variant unless the URL names another; the list reports the first.
    const shown = products.flatMap((product) => {
      const variant = product.variants[0];
      return variant ? [analyticsProductOf(product, variant)] : [];
    });
    const skus = shown.map((product) => product.sku);
    const key = `${listId}\n${listName}`;
    const before = reported.current;
    const continues = before.key === key && before.skus.every((sku, index) => skus[index] === sku);
    const from = continues ? before.skus.length : 0;
    if (continues && skus.length === from) return;
    analytics.viewItemList(shown.slice(from), { id: listId, name: listName }, from);
    reported.current = { key, skus };
  }, [products, listId, listName, analytics]);
}

/**
 * view_item once a product page shows its product, with the variant shown; a variant picked later
 * (the page's URL follows it) is a new view.
 */
export function useItemViewReport(
  product: AnalyticsCatalogProduct | undefined,
  variant: AnalyticsCatalogVariant | undefined,
): void {
  const analytics = useAnalytics();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (!product || !variant || reported.current === variant.sku) return;
    reported.current = variant.sku;
    analytics.viewItem(analyticsProductOf(product, variant));
  }, [product, variant, analytics]);
}
