import type { StockStatus } from '@shop/catalog';
import { createContext, useContext, type ReactNode } from 'react';
import type { CatalogProduct, CatalogVariant } from '../model/catalog-types';

/** What the shopper has chosen on a card or product page, for the action slot to act on. */
export interface CardSelection {
  product: CatalogProduct;
  variant: CatalogVariant;
  quantity: number;
  outOfStock: boolean;
  /** Where the slot sits: a card (compact) or the product page (every choice spelled out). */
  placement: 'card' | 'page';
}

/**
 * The card's action slot: what a route puts next to the quantity (the cart's add button, when the
 * cart feature arrives), since the catalogue does not know the cart.
 */
export type CardActionSlot = (selection: CardSelection) => ReactNode;

/**
 * The rating slot: a product's stars, on a card or under the product page's title (the reviews
 * feature's, composed by the route, since the catalogue does not know reviews). The staff site
 * hides ratings (SPEC §2), so cards and the page never call it there.
 */
export type RatingSlot = (product: CatalogProduct, placement: 'card' | 'page') => ReactNode;

/**
 * What a card needs that the catalogue does not own: the stock status of each SKU at the
 * shopper's ZIP, the delivery date there and the userLocation value the delivery note names the
 * place from (all from the location feature), and the action slot. A route composes it and
 * provides it around grids, carousels and the product page.
 */
export interface CardEnvironment {
  /** Stock status by SKU at the current ZIP; a SKU not (yet) listed falls back to the variant's inStock. */
  stockBySku: Readonly<Record<string, StockStatus>>;
  /** True while the stock look-up for the current ZIP is running. */
  stockLoading?: boolean;
  /** 'Tuesday, November 24', once known. */
  deliveryDate?: string;
  /** The ZIP is in Hawaii: with the site's flag on, cards say 'See checkout for delivery date'. */
  hawaii?: boolean;
  /** The userLocation cookie value, '{zip}::HOME'. */
  userLocation: string;
  /** Filled by the route; without it a card has no action. */
  renderAction?: CardActionSlot;
  /** Filled by the route on the consumer site; without it no stars are shown. */
  renderRating?: RatingSlot;
}

const EMPTY_ENVIRONMENT: CardEnvironment = { stockBySku: {}, userLocation: '' };

const CardEnvironmentContext = createContext<CardEnvironment>(EMPTY_ENVIRONMENT);

/** Provides the location side of the cards below it; see {@link CardEnvironment}. */
export function CardEnvironmentProvider({
  value,
  children,
}: {
  value: CardEnvironment;
  children: ReactNode;
}) {
  return <CardEnvironmentContext.Provider value={value}>{children}</CardEnvironmentContext.Provider>;
}

/** The nearest card environment; without a provider cards show no stock or delivery details. */
export function useCardEnvironment(): CardEnvironment {
  return useContext(CardEnvironmentContext);
}

/**
 * A variant's stock status for badges and the quantity controls: the live status at the ZIP when
 * known, else 'OUT' for a variant the catalogue already reports unavailable, else unknown.
 */
export function stockStatusOf(
  environment: CardEnvironment,
  variant: { sku: string; inStock: boolean },
): StockStatus | undefined {
  return environment.stockBySku[variant.sku] ?? (variant.inStock ? undefined : 'OUT');
}
