import { SALES_ATTRIBUTE_KEYS } from '@shop/cart';
import {
  HOME_DESTINATION,
  isZipShaped,
  parseUserLocation,
  PREFERRED_DESTINATION,
  USER_LOCATION_KEY,
} from '@shop/catalog';
import type { CatalogSellingPlan } from '../catalog';
import type { DeliveryDestination } from '../stock';
import type { CartAttribute } from './cart.schema';

/** Client attributes a cart keeps (the server's sales attributes come on top). */
export const MAX_CART_ATTRIBUTES = 20;
/** Client attributes a line keeps (its weight attributes come on top). */
export const MAX_LINE_ATTRIBUTES = 10;
export const ATTRIBUTE_KEY_MAX_LENGTH = 64;
export const ATTRIBUTE_VALUE_MAX_LENGTH = 500;

/** The line attributes the server writes on add (SPEC §3): the variant's weight and its unit. */
export const WEIGHT_VALUE_KEY = '_weightValue';
export const WEIGHT_UNIT_KEY = '_weightUnit';
/** SPEC §3: 'default unit lbs'. */
export const DEFAULT_WEIGHT_UNIT = 'lbs';

const RESERVED_CART_KEYS: ReadonlySet<string> = new Set(SALES_ATTRIBUTE_KEYS);
const RESERVED_LINE_KEYS: ReadonlySet<string> = new Set([WEIGHT_VALUE_KEY, WEIGHT_UNIT_KEY]);

/** Distinct by key (the last one wins), in first-seen order, without the keys the server owns. */
function clientOnly(attributes: readonly CartAttribute[], reserved: ReadonlySet<string>): CartAttribute[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of attributes) if (!reserved.has(key)) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/**
 * A cart's attributes after a client sets them: the client's (never the sales attributes, which
 * only the server writes, SPEC §6) followed by the server's for a signed-in customer, else none.
 */
export function cartAttributesWith(
  client: readonly CartAttribute[],
  server: readonly CartAttribute[] | null,
): CartAttribute[] {
  return [...clientOnly(client, RESERVED_CART_KEYS), ...(server ?? [])];
}

/** The sales attributes a cart holds now (kept when the client replaces its own). */
export function serverCartAttributes(attributes: readonly CartAttribute[]): CartAttribute[] {
  return attributes.filter((a) => RESERVED_CART_KEYS.has(a.key));
}

/** The client's attributes of a cart, without the server's. */
export function clientCartAttributes(attributes: readonly CartAttribute[]): CartAttribute[] {
  return clientOnly(attributes, RESERVED_CART_KEYS);
}

/**
 * A line's attributes: the client's (the ones given, else the ones it had) and then the weight of
 * the variant (SPEC §3 '_weightValue and _weightUnit, default unit lbs'), written by the server.
 */
export function lineAttributesWith(
  client: readonly CartAttribute[] | undefined,
  current: readonly CartAttribute[],
  variant: { weight: number | null; weightUnit: string | null },
): CartAttribute[] {
  const kept = client ?? current;
  return [
    ...clientOnly(kept, RESERVED_LINE_KEYS),
    ...(variant.weight === null ? [] : [{ key: WEIGHT_VALUE_KEY, value: String(variant.weight) }]),
    { key: WEIGHT_UNIT_KEY, value: weightUnitLabel(variant.weightUnit) },
  ];
}

/** The catalogue's 'lb' is written 'lbs' like the default; other units as they are. */
function weightUnitLabel(unit: string | null): string {
  if (!unit || unit === 'lb') return DEFAULT_WEIGHT_UNIT;
  return unit;
}

/** Where the stock check looks: a 5-digit ZIP and a destination; null when not known. */
export interface StockLocation {
  zipCode: string;
  destination: DeliveryDestination;
}

/** The cart's userLocation attribute as a stock location: PREFERRED (a staff clinic) is CLINIC. */
export function stockLocationOf(attributes: readonly CartAttribute[]): StockLocation | null {
  const value = attributes.find((a) => a.key === USER_LOCATION_KEY)?.value;
  if (!value) return null;
  const { location, destination } = parseUserLocation(value);
  if (!isZipShaped(location)) return null;
  const upper = destination.toUpperCase();
  if (upper === PREFERRED_DESTINATION || upper === 'CLINIC')
    return { zipCode: location, destination: 'CLINIC' };
  if (upper === HOME_DESTINATION || upper === '') return { zipCode: location, destination: 'HOME' };
  return null;
}

/** Whether a plan id is one the variant's product is offered with. */
export function offeredPlan(
  plans: readonly CatalogSellingPlan[],
  sellingPlanId: string,
): CatalogSellingPlan | undefined {
  return plans.find((plan) => plan.id === sellingPlanId);
}
